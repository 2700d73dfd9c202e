import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/** The catch-all Page Not Found (spec 2), for the player routes and the admin area alike. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="font-[family-name:var(--font-display)] text-7xl text-[var(--color-chip-600)]">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-[var(--text-muted)]">That page is off the pitch.</p>
      <button type="button" className="btn-primary" onClick={() => navigate(paths.home)}>
        Go back
      </button>
    </section>
  );
}
