import { SITE_TEXT_MAX_LENGTH } from '@kickchips/core';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { SITE_TEXT_KEYS, useSiteTexts } from '../../site-texts';
import { useSaveSiteTexts } from '../use-save-site-texts';

const FIELDS = [
  { key: SITE_TEXT_KEYS.welcome, label: 'Welcome Text', rows: 3 },
  { key: SITE_TEXT_KEYS.howItWorks, label: 'How It Works', rows: 8 },
] as const;

/** Landing Page: the welcome and how-it-works texts, edited as plain text. */
export function LandingPageRoute() {
  const texts = useSiteTexts();
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Landing Page</h2>
      {texts.isPending ? <Spinner label="Loading texts" /> : null}
      {texts.isError ? (
        <p role="alert" className="text-[var(--danger)]">
          {texts.error.message}
        </p>
      ) : null}
      {texts.isSuccess
        ? FIELDS.map((field) => (
            <SiteTextEditor
              key={field.key}
              textKey={field.key}
              label={field.label}
              rows={field.rows}
              initial={texts.data[field.key] ?? ''}
            />
          ))
        : null}
    </section>
  );
}

function SiteTextEditor({
  textKey,
  label,
  rows,
  initial,
}: {
  textKey: string;
  label: string;
  rows: number;
  initial: string;
}) {
  const { save: saveTexts, busy } = useSaveSiteTexts();
  const [value, setValue] = useState(initial);
  const id = `site-text-${textKey}`;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void saveTexts([{ key: textKey, value }]);
  };
  return (
    <form className="card flex flex-col gap-2" onSubmit={save}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={SITE_TEXT_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? 'Saving...' : `Save ${label}`}
      </button>
    </form>
  );
}
