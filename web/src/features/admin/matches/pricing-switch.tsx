import { type ReactNode, useId } from 'react';

type Props = {
  label: string;
  /** What the switch does, read as its description. */
  about: ReactNode;
  checked: boolean;
  /** Why the last change was refused, shown under the switch and read with it. */
  refusal: string | null;
  onToggle: (next: boolean) => void;
};

/** One of a match's pricing switches: a labelled switch, what it does, and its refusal at it. */
export function PricingSwitch({ label, about, checked, refusal, onToggle }: Props) {
  const ids = { input: useId(), about: useId(), refusal: useId() };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.input} className="flex min-h-11 items-center gap-2 self-start font-semibold">
        <input
          id={ids.input}
          type="checkbox"
          role="switch"
          className="size-5"
          checked={checked}
          aria-checked={checked}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${ids.refusal} ${ids.about}` : ids.about}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {label}
      </label>
      <p id={ids.about} className="text-sm text-[var(--text-muted)]">
        {about}
      </p>
      {refusal ? (
        <p id={ids.refusal} role="alert" className="field-error">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
