import { Moon, Sun } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { setTheme } from './theme';
import { useTheme } from './use-theme';

/** Switches between the floodlit (dark) and daylight (light) pitch; the choice is remembered. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={cn('btn-ghost btn-icon', className)}
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* by the page's theme class, so the first screen drawn ahead of the app shows the right one too */}
      <Sun aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <Moon aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
