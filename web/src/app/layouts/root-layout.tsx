import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { BrandBanner } from '../../components/brand-banner';
import { ThemeToggle } from '../../components/ui/theme-toggle/theme-toggle';
import { AccountNav, useSessionSync } from '../../features/auth';
import { LazyNotificationBell } from '../../features/notifications';
import { setNavigator } from '../../lib/navigation';
import { topBar } from '../../lib/overlay-marks';

/** Header, page and footer around every player-side screen. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  useSessionSync();
  const fullScreen = useMatches().some((match) => isFullScreen(match.handle));
  if (fullScreen) {
    return (
      <main className="mx-auto flex h-dvh w-full max-w-3xl flex-col px-3 py-3">
        <Outlet />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <header
        {...topBar}
        className="sticky top-0 z-20 border-b border-[var(--border)] bg-[var(--surface-raised)]/95 backdrop-blur"
      >
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
          <div className="min-w-0 shrink">
            <BrandBanner compact />
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <LazyNotificationBell />
            <ThemeToggle />
            <AccountNav />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-[var(--border)] px-4 py-4 text-center text-sm text-[var(--text-muted)]">
        KickChips: virtual chips only. Nothing is paid or won in money.
      </footer>
    </div>
  );
}

/** A route that asks for the whole screen (the phone chat) through its `handle`. */
function isFullScreen(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'layout' in handle && handle.layout === 'full-screen'
  );
}
