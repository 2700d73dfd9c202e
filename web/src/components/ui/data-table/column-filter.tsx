import { Filter } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';

type Props = {
  header: string;
  options: string[];
  /** The ticked values; undefined means every value is shown. */
  selected: string[] | undefined;
  onChange: (selected: string[] | undefined) => void;
};

/** A per-column checkbox filter with 'Show all' (spec 2, generic data table). */
export function ColumnFilter({ header, options, selected, onChange }: Props) {
  const id = useId();
  const active = selected !== undefined;
  const toggle = (option: string) => {
    const current = selected ?? options;
    const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
    onChange(next.length === options.length ? undefined : next);
  };
  return (
    <Popover.Root>
      <Popover.Trigger
        className={`rounded p-1 hover:bg-[var(--surface-sunken)] ${active ? 'text-[var(--accent)]' : 'text-[var(--text-muted)]'}`}
        aria-label={`Filter ${header}`}
      >
        <Filter className="h-4 w-4" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-72 w-56 overflow-auto rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] p-2 text-sm text-[var(--text)] shadow-xl"
        >
          <fieldset>
            <legend className="sr-only">Filter {header}</legend>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 font-semibold hover:bg-[var(--surface-sunken)]">
              <input type="checkbox" checked={!active} onChange={() => onChange(undefined)} />
              Show all
            </label>
            {options.map((option, i) => (
              <label
                key={option}
                htmlFor={`${id}-${i}`}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-[var(--surface-sunken)]"
              >
                <input
                  id={`${id}-${i}`}
                  type="checkbox"
                  checked={selected === undefined || selected.includes(option)}
                  onChange={() => toggle(option)}
                />
                {option === '' ? '(empty)' : option}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
