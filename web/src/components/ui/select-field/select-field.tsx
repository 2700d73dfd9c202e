import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { RequiredMark } from '../required-mark/required-mark';
import { CreateOption } from './create-option';
import { type OptionItem, useOptions } from './use-options';

/** The value of the empty choice, which the field reports as null (spec 2). */
export const NULL_OPTION_VALUE = 'NULL';

type SelectFieldProps = {
  label: string;
  value: string | null;
  onChange: (value: string | null, item: OptionItem | null) => void;
  /** A fixed list of options... */
  options?: OptionItem[];
  /** ...or GET this endpoint, whose data is the array of options. */
  endpoint?: string;
  /** Which key of an option is shown. */
  textKey?: string;
  /** Which key of an option is its value. */
  valueKey?: string;
  /** Offer to add an option: POST `{ [field]: text }` to `endpoint` (defaults: the list endpoint, textKey). */
  createOption?: { endpoint?: string; field?: string; label?: string };
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message shown beneath the field, e.g. a validation prompt. */
  error?: string | null;
  className?: string;
};

/** A select whose empty choice reads 'Select...' with value NULL; options from a list or an endpoint. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  endpoint,
  textKey = 'name',
  valueKey = '_id',
  createOption,
  name,
  required = false,
  disabled = false,
  error,
  className,
}: SelectFieldProps) {
  const id = useId();
  const { items, loading, error: loadError } = useOptions(endpoint, options);
  const optionValue = (item: OptionItem) => String(item[valueKey] ?? '');
  const message = error ?? (loadError ? loadError.message || 'Something went wrong...' : null);
  const createEndpoint = createOption?.endpoint ?? endpoint;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-col">
        <label htmlFor={id} className="label">
          {label}
          <RequiredMark required={required} />
        </label>
        <select
          id={id}
          name={name}
          className="input"
          value={value ?? NULL_OPTION_VALUE}
          required={required}
          disabled={disabled || loading}
          aria-busy={loading}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (next === NULL_OPTION_VALUE) onChange(null, null);
            else onChange(next, items.find((item) => optionValue(item) === next) ?? null);
          }}
        >
          <option value={NULL_OPTION_VALUE}>Select...</option>
          {items.map((item) => (
            <option key={optionValue(item)} value={optionValue(item)}>
              {String(item[textKey] ?? optionValue(item))}
            </option>
          ))}
        </select>
        {message ? (
          <p id={`${id}-message`} className="field-error">
            {message}
          </p>
        ) : null}
      </div>
      {createOption && createEndpoint && !disabled ? (
        <CreateOption
          endpoint={createEndpoint}
          listEndpoint={endpoint}
          field={createOption.field ?? textKey}
          label={createOption.label ?? `Add new ${label.toLowerCase()}`}
          onCreated={(item) => onChange(optionValue(item), item)}
        />
      ) : null}
    </div>
  );
}
