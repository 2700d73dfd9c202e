import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../spinner/spinner';
import { useCreateOption } from './use-create-option';
import type { OptionItem } from './use-options';

type CreateOptionProps = {
  endpoint: string;
  /** Refetched after creating, so the new option shows up. */
  listEndpoint: string | undefined;
  field: string;
  label: string;
  onCreated: (item: OptionItem) => void;
};

/**
 * Adds an option by POSTing one text field (spec 7). Not a <form>: the select usually sits inside
 * one, and forms must not nest.
 */
export function CreateOption({ endpoint, listEndpoint, field, label, onCreated }: CreateOptionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const create = useCreateOption(endpoint, listEndpoint, field);
  const submit = () => {
    const value = text.trim();
    if (value && !create.isPending) {
      create.mutate(value, {
        onSuccess: (item) => {
          onCreated(item);
          setText('');
          setOpen(false);
        },
      });
    }
  };

  if (!open) {
    return (
      <button type="button" className="btn-ghost self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input"
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the player just asked for this box
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <button type="button" className="btn-secondary" disabled={!text.trim()} onClick={submit}>
          {create.isPending ? <Spinner size="sm" decorative /> : null}
          Add
        </button>
      </div>
      {create.error ? (
        <p role="alert" className="field-error">
          {create.error.message || 'Something went wrong...'}
        </p>
      ) : null}
    </div>
  );
}
