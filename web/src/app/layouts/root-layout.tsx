import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { BrandBanner } from '../../components/brand-banner';
import { setNavigator } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/use-session-token';

/** Header, page and footer around every player-side screen. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  const session = useSessionToken();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 border-b border-[var(--border)] bg-[var(--surface-raised)]/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <BrandBanner compact />
          <nav aria-label="Account" className="flex items-center gap-2">
            {session ? (
              <Link to={paths.profile} className="btn-ghost" aria-label="Your profile">
                <span className="inline-block h-8 w-8 rounded-full bg-[var(--color-pitch-600)]" />
              </Link>
            ) : (
              <>
                <Link to={paths.login} className="btn-ghost">
                  Login
                </Link>
                <Link to={paths.register} className="btn-primary">
                  Register
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-[var(--border)] py-4 text-center text-sm text-[var(--text-muted)]">
        KickChips: virtual chips only. Nothing is paid or won in money.
      </footer>
    </div>
  );
}
