import type { EventType } from '@kickchips/core';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { useAddMatchEventType } from '../api/add-match-event-type';
import { useAvailableEventTypes } from '../api/get-available-event-types';
import { useMatchEventTypes } from '../api/get-match-event-types';
import { useRemoveMatchEventType } from '../api/remove-match-event-type';
import { useReorderMatchEventTypes } from '../api/reorder-match-event-types';
import { withFieldLabels } from '../labelled-refusal';

const customRules: FormRule<{ name: string }>[] = [
  { field: 'name', isValid: (v) => v.name.trim() !== '', prompt: 'Name is required' },
];

type MatchEventTypesManagerProps = {
  matchId: string;
  /** Told after every change, for a screen that keeps its own copy of the list. */
  onChanged?: () => void;
};

/**
 * 'Match Odds Event Types': the ordered event types of one match, with move up/down, remove and
 * add from the Built-in and Additional lists or a custom name. Shared with the realtime screen.
 */
export function MatchEventTypesManager({ matchId, onChanged }: MatchEventTypesManagerProps) {
  const list = useMatchEventTypes(matchId);
  const available = useAvailableEventTypes();
  const addType = useAddMatchEventType(matchId, onChanged);
  const removeType = useRemoveMatchEventType(matchId, onChanged);
  const reorder = useReorderMatchEventTypes(matchId, onChanged);
  const [addedCount, setAddedCount] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = (name: string) =>
    addType.mutate(name, {
      onSuccess: () => setError(null),
      onError: () => setError('Failed to add event type'),
    });

  const types = list.data ?? [];
  const names = types.map((type) => type.name);
  const move = (index: number, by: -1 | 1) => {
    const order = [...names];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved as string);
    reorder.mutate(order, { onError: () => setError('Failed to reorder event types') });
  };
  const notAdded = (group: EventType[] | undefined) =>
    (group ?? []).filter((type) => !names.includes(type.name));

  return (
    <section className="card flex flex-col gap-3" aria-labelledby={`met-${matchId}`}>
      <h2 id={`met-${matchId}`} className="text-lg font-bold">
        Match Odds Event Types
      </h2>
      {error ? (
        <p role="alert" className="text-[var(--danger)]">
          {error}
        </p>
      ) : null}
      {list.isPending ? <Spinner label="Loading event types" /> : null}
      {list.isError ? <p role="alert">Failed to load event types</p> : null}
      {list.isSuccess && types.length === 0 ? <p>No event types configured for this match</p> : null}
      <ol className="flex flex-col gap-1">
        {types.map((type, index) => (
          <li key={type._id} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{type.displayName}</span>
            <button
              type="button"
              className="btn-ghost btn-icon"
              aria-label={`Move ${type.displayName} up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="btn-ghost btn-icon"
              aria-label={`Move ${type.displayName} down`}
              disabled={index === types.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="btn-ghost btn-icon text-[var(--danger)]"
              aria-label={`Remove ${type.displayName}`}
              onClick={() => setRemoving(type.name)}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={`Are you sure you want to remove "${removing}" from this match?`}
        destructive
        onConfirm={() =>
          removing && removeType.mutate(removing, { onError: () => setError('Failed to remove event type') })
        }
      />
      <AddList title="Built-in" types={notAdded(available.data?.builtIn)} onAdd={add} />
      <AddList title="Additional" types={notAdded(available.data?.configurable)} onAdd={add} />
      <Form<{ name: string }>
        key={addedCount}
        aria-label="Add a custom event type"
        buttonAlign="left"
        submitText="Add"
        initialValues={{ name: '' }}
        rules={customRules}
        onSubmit={(values) => withFieldLabels(addType.mutateAsync(values.name.trim()))}
        onSuccess={() => {
          setError(null);
          setAddedCount((n) => n + 1);
        }}
      >
        <TextField name="name" label="Custom event type" required maxLength={40} />
      </Form>
    </section>
  );
}

function AddList({
  title,
  types,
  onAdd,
}: {
  title: string;
  types: { _id: string; name: string; displayName: string }[];
  onAdd: (name: string) => void;
}) {
  if (types.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="flex flex-wrap gap-1">
        {types.map((type) => (
          <button
            key={type._id}
            type="button"
            className="badge max-w-full"
            title={type.displayName}
            onClick={() => onAdd(type.name)}
          >
            <span className="truncate">+ {type.displayName}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
