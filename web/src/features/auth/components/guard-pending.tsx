import { Spinner } from '../../../components/ui/spinner/spinner';

/** What a guarded screen shows while the identity check runs. */
export function GuardPending() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-[var(--text-muted)]">
      <Spinner decorative />
      Checking your session...
    </div>
  );
}
