import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';

type BrandBannerProps = {
  compact?: boolean;
  /** Off where no router is around (the crash screen): the mark is then plain, not a link home. */
  asLink?: boolean;
  className?: string;
};

/** A gold casino chip with pitch-green edge inserts and a football patch at its heart. */
function ChipMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="var(--color-chip-500)" />
      <circle
        cx="32"
        cy="32"
        r="25"
        fill="none"
        stroke="var(--color-pitch-800)"
        strokeWidth="8"
        strokeDasharray="9.82 9.82"
      />
      <circle
        cx="32"
        cy="32"
        r="17"
        fill="var(--color-pitch-700)"
        stroke="var(--color-chip-300)"
        strokeWidth="2"
      />
      <circle cx="32" cy="32" r="10" fill="#ffffff" />
      <path d="M32 26.2 37.5 30.2 35.4 36.7H28.6L26.5 30.2Z" fill="var(--color-pitch-950)" />
      <circle
        cx="32"
        cy="32"
        r="30"
        fill="none"
        stroke="var(--color-pitch-950)"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The brand mark used on every screen: the chip and the KICKCHIPS wordmark in the display face. */
export function BrandBanner({ compact = false, asLink = true, className }: BrandBannerProps) {
  const content = (
    <>
      <ChipMark className={compact ? 'h-8 w-8' : 'h-10 w-10'} />
      <span
        className={cn(
          'display leading-none tracking-wider text-[var(--text)]',
          compact ? 'text-[1.75rem]' : 'text-4xl',
        )}
      >
        KICK<span className="text-[var(--gold-text)]">CHIPS</span>
      </span>
    </>
  );
  const classes = cn('inline-flex min-h-10 items-center gap-2 rounded-md no-underline', className);
  if (!asLink) {
    return (
      <span className={classes} role="img" aria-label="KickChips">
        {content}
      </span>
    );
  }
  return (
    <Link to={paths.home} className={classes} aria-label="KickChips home">
      {content}
    </Link>
  );
}
