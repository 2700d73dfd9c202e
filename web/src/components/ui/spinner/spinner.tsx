import { cn } from '../../../lib/cn';

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Inside a button that already says it is busy: hide the spinner from assistive technology. */
  decorative?: boolean;
  className?: string;
};

/** A spinning gold chip with stitched edges. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const chip = (
    <svg
      viewBox="0 0 24 24"
      className={cn('animate-chip-spin shrink-0', sizes[size], className)}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
      <circle
        cx="12"
        cy="12"
        r="10"
        fill="none"
        stroke="var(--color-chip-500)"
        strokeWidth="4"
        strokeDasharray="5 5.47"
      />
    </svg>
  );
  if (decorative) return chip;
  return (
    <span role="status" className="inline-flex items-center">
      {chip}
      <span className="sr-only">{label}</span>
    </span>
  );
}
