import { SITE_TEXT_MAX_LENGTH } from '@kickchips/core';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { SITE_TEXT_KEYS, useSiteTexts } from '../../site-texts';
import { useSaveSiteTexts } from '../use-save-site-texts';

/**
 * Visual Editor: the landing page's welcome text and how-it-works card as players see them, with
 * the texts edited in place (inline inputs styled as the page) and saved to the site texts.
 */
export function VisualEditorRoute() {
  const texts = useSiteTexts();
  if (texts.isPending) return <Spinner label="Loading texts" />;
  if (texts.isError)
    return (
      <p role="alert" className="text-[var(--danger)]">
        {texts.error.message}
      </p>
    );
  return (
    <InPlaceEditor
      welcome={texts.data[SITE_TEXT_KEYS.welcome] ?? ''}
      howItWorks={texts.data[SITE_TEXT_KEYS.howItWorks] ?? ''}
    />
  );
}

const inPlace =
  'w-full resize-y rounded border border-dashed border-[var(--border)] bg-transparent p-1 focus:border-solid';

function InPlaceEditor(props: { welcome: string; howItWorks: string }) {
  const { save: saveTexts, busy } = useSaveSiteTexts();
  const [welcome, setWelcome] = useState(props.welcome);
  const [howItWorks, setHowItWorks] = useState(props.howItWorks);

  const save = () =>
    saveTexts([
      { key: SITE_TEXT_KEYS.welcome, value: welcome },
      { key: SITE_TEXT_KEYS.howItWorks, value: howItWorks },
    ]);

  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Visual Editor</h2>
      <p className="text-sm text-[var(--text-muted)]">Click a text to edit it, then Save Changes.</p>
      <section className="panel flex flex-col gap-4" aria-label="Landing page preview">
        <textarea
          className={`text-lg ${inPlace}`}
          aria-label="Welcome text"
          rows={2}
          maxLength={SITE_TEXT_MAX_LENGTH}
          value={welcome}
          onChange={(event) => setWelcome(event.target.value)}
        />
        <div className="card flex flex-col gap-2">
          <h3 className="text-lg font-bold">How it works</h3>
          <textarea
            className={inPlace}
            aria-label="How it works text"
            rows={8}
            maxLength={SITE_TEXT_MAX_LENGTH}
            value={howItWorks}
            onChange={(event) => setHowItWorks(event.target.value)}
          />
        </div>
      </section>
      <button type="button" className="btn-primary self-start" disabled={busy} onClick={() => void save()}>
        {busy ? 'Saving...' : 'Save Changes'}
      </button>
    </section>
  );
}
