import type { ReactNode } from 'react';
import { type FormStatus, SUBMIT_ROW_DEFAULT_MESSAGE } from './form-messages';
import { StatusIcon } from './status-icon';

export type ButtonAlign = 'left' | 'right' | 'center' | 'top-left' | 'top-right' | 'top-center';

const justify: Record<ButtonAlign, string> = {
  left: 'justify-start',
  'top-left': 'justify-start',
  right: 'justify-end',
  'top-right': 'justify-end',
  center: 'justify-center',
  'top-center': 'justify-center',
};

type Props = {
  status: FormStatus;
  /** Shown while failing or invalid; 'Something went wrong' when not given (spec 8). */
  message?: string;
  submitText?: string;
  align?: ButtonAlign;
  disabled?: boolean;
  /** The multi-step Back button, present from the second step on. */
  onBack?: () => void;
  /** Extra content before the buttons, such as a link. */
  extra?: ReactNode;
};

/** The status icon, amber message and submit button of a form (spec 4 and 8). */
export function SubmitRow({
  status,
  message,
  submitText = 'Submit',
  align = 'right',
  disabled,
  onBack,
  extra,
}: Props) {
  const failing = status === 'fail' || status === 'invalid';
  return (
    <div className="flex flex-col gap-2">
      <div className={`flex flex-wrap items-center gap-3 ${justify[align]}`}>
        {extra}
        {onBack && (
          <button type="button" className="btn-ghost" onClick={onBack} disabled={status === 'pending'}>
            Back
          </button>
        )}
        <button
          type="submit"
          className="btn-primary min-w-28"
          disabled={disabled || status === 'pending'}
          aria-busy={status === 'pending' || undefined}
        >
          <StatusIcon status={status === 'pending' || status === 'success' ? status : 'none'} />
          {status === 'fail' ? 'Retry' : submitText}
        </button>
      </div>
      <div aria-live="polite" className={`flex ${justify[align]}`}>
        {failing && (
          <p className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
            <StatusIcon status={status} />
            {message ?? SUBMIT_ROW_DEFAULT_MESSAGE}
          </p>
        )}
      </div>
    </div>
  );
}
