import { useEffect } from 'react';
import { BrandBanner } from '../brand-banner';
import { CrashDescriptionForm } from './crash-description-form';
import { toCrashError } from './crash-error';
import { linkCrashToUser, reportCrash } from './report-crash';
import { useCrashViewer } from './use-crash-viewer';

type CrashScreenProps = {
  error: unknown;
  /** 'Try again': render the crashed part afresh. */
  onRetry: () => void;
};

/**
 * What replaces a crashed screen (spec 2, 3, 7): reports the crash, shows admins the error with its
 * stack, lets signed-in players describe what happened, and offers 'Try again' and 'Go home'.
 */
export function CrashScreen({ error, onRetry }: CrashScreenProps) {
  const viewer = useCrashViewer();
  useEffect(() => {
    void reportCrash(error);
  }, [error]);
  useEffect(() => {
    if (viewer) linkCrashToUser(error, viewer.userId);
  }, [error, viewer]);
  const details = viewer?.isAdmin ? toCrashError(error) : null;

  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 px-4 py-8">
      <BrandBanner asLink={false} compact />
      <section className="card flex w-full max-w-2xl flex-col gap-5" aria-labelledby="crash-title">
        <div className="flex items-start gap-4">
          <div
            aria-hidden="true"
            className="mt-1 h-14 w-10 shrink-0 rotate-6 rounded-md bg-[var(--color-card-red)] shadow-md"
          />
          <div className="flex flex-col gap-1">
            <h1 id="crash-title">Oops! Something went wrong</h1>
            <p className="text-[var(--text-muted)]">
              The referee has stopped play on this screen. Try again, or head back to the home page.
            </p>
          </div>
        </div>
        {details ? (
          <section aria-label="Error details" className="flex flex-col gap-2">
            <p className="kicker">Error details (admins only)</p>
            <p className="font-mono text-sm font-semibold break-words">
              {details.name}: {details.message}
            </p>
            {details.stack ? (
              <pre className="panel max-h-72 overflow-auto font-mono text-xs leading-relaxed whitespace-pre">
                {details.stack}
              </pre>
            ) : null}
          </section>
        ) : null}
        {viewer ? <CrashDescriptionForm error={error} userId={viewer.userId} /> : null}
        <div className="flex flex-wrap gap-3 border-t border-[var(--border)] pt-4">
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
          {/* a full page load: the app's state may be what broke */}
          <a href="/" className="btn-outline">
            Go home
          </a>
        </div>
      </section>
    </main>
  );
}
