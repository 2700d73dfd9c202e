import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The brand mark used on every screen: a gold chip with chalk stitching and the wordmark. */
export function BrandBanner({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-md no-underline"
      aria-label="KickChips home"
    >
      <svg viewBox="0 0 64 64" className={compact ? 'h-7 w-7' : 'h-9 w-9'} aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--color-pitch-900)" />
        <circle
          cx="32"
          cy="32"
          r="22"
          fill="none"
          stroke="var(--color-chip-500)"
          strokeWidth="6"
          strokeDasharray="8 6"
        />
        <circle cx="32" cy="32" r="11" fill="var(--color-chip-500)" />
      </svg>
      <span
        className={`font-[family-name:var(--font-display)] tracking-wider text-[var(--text)] ${compact ? 'text-2xl' : 'text-3xl'}`}
      >
        KICK<span className="text-[var(--color-chip-600)] dark:text-[var(--color-chip-400)]">CHIPS</span>
      </span>
    </Link>
  );
}
