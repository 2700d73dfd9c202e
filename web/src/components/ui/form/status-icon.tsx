import { CircleAlert, CircleCheck } from 'lucide-react';
import { Spinner } from '../spinner/spinner';
import type { FormStatus } from './form-messages';

/** Pending spins, success shows a check, fail and invalid show an error icon (spec 4). */
export function StatusIcon({ status }: { status: FormStatus }) {
  switch (status) {
    case 'pending':
      return (
        <span role="img" aria-label="Submitting" className="inline-flex">
          <Spinner size="sm" decorative />
        </span>
      );
    case 'success':
      return <CircleCheck role="img" aria-label="Submitted" className="h-5 w-5 text-[var(--brand)]" />;
    case 'fail':
    case 'invalid':
      return <CircleAlert role="img" aria-label="Error" className="h-5 w-5 shrink-0 text-amber-600" />;
    default:
      return null;
  }
}
