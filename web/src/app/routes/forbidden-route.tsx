import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function ForbiddenRoute() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="h-16 w-12 rotate-6 rounded-md bg-[var(--color-card-red)] shadow-lg"
      />
      <h1 className="text-2xl font-bold">You can't access that</h1>
      <p className="text-[var(--text-muted)]">This area is for match officials only.</p>
      <Link to={paths.home} className="btn-primary">
        Go back
      </Link>
    </section>
  );
}
