import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../ui/spinner/spinner';
import { addToCrashReport } from './report-crash';

const DESCRIPTION_MAX = 5000;

type Status = 'editing' | 'sending' | 'sent' | 'failed';

/** Lets a signed-in player tell us what they were doing; sent as a follow-up to the crash report. */
export function CrashDescriptionForm({ error, userId }: { error: unknown; userId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('editing');

  if (status === 'sent') {
    return (
      <p role="status" className="flex items-center gap-2 font-semibold text-[var(--success)]">
        <Check aria-hidden="true" className="h-5 w-5" />
        Thanks! Your description was sent.
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const userDescription = text.trim();
        if (!userDescription) return;
        setStatus('sending');
        try {
          await addToCrashReport(error, { userDescription, user: userId });
          setStatus('sent');
        } catch {
          setStatus('failed');
        }
      }}
    >
      <label htmlFor={id} className="label">
        What were you doing when this happened?
      </label>
      <textarea
        id={id}
        className="input min-h-24 resize-y"
        maxLength={DESCRIPTION_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={status === 'failed' ? `${id}-error` : undefined}
      />
      {status === 'failed' ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          Something went wrong...
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-secondary self-start"
        disabled={!text.trim() || status === 'sending'}
      >
        {status === 'sending' ? <Spinner size="sm" decorative /> : null}
        {status === 'failed' ? 'Retry' : 'Send'}
      </button>
    </form>
  );
}
