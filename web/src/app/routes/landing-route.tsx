import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../../features/auth';
import { HowItWorksCard, WelcomeText } from '../../features/site-texts';
import { paths } from '../../lib/paths';
import { hasStoredSession } from '../../lib/session-token';
import { PlayerHomeRoute } from './player-home-route';

/**
 * The landing page for visitors; signed-in users get the player home (spec 2). While a stored
 * session is being checked, a spinner holds the place: the landing never flashes before the home.
 */
export function LandingRoute() {
  const { data, isPending } = useWhoami();
  if (data?.user) return <PlayerHomeRoute />;
  if (isPending && hasStoredSession()) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Loading" />
      </div>
    );
  }
  return <Landing />;
}

function Landing() {
  return (
    <div className="flex flex-col gap-8">
      <section className="grid gap-8 py-8 md:grid-cols-2 md:items-center">
        <div className="flex flex-col gap-4">
          <h1 className="font-[family-name:var(--font-display)] text-5xl leading-none tracking-wide md:text-7xl">
            Call the match.
            <br />
            <span className="text-[var(--color-chip-600)] dark:text-[var(--color-chip-400)]">
              Stack the chips.
            </span>
          </h1>
          <WelcomeText className="text-[var(--text-muted)]" />
          <div className="flex gap-3">
            <Link to={paths.login} className="btn-primary">
              Login
            </Link>
            <Link to={paths.register} className="btn-secondary">
              Register
            </Link>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="relative aspect-[4/3] overflow-hidden rounded-2xl border-4 border-white/80 bg-[var(--color-pitch-600)] shadow-xl"
        >
          <div className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white/80" />
          <div className="absolute left-1/2 top-1/2 h-1/3 w-1/4 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white/80" />
          <div className="absolute left-0 top-1/2 h-1/2 w-1/6 -translate-y-1/2 border-4 border-l-0 border-white/80" />
          <div className="absolute right-0 top-1/2 h-1/2 w-1/6 -translate-y-1/2 border-4 border-r-0 border-white/80" />
          <div className="absolute bottom-6 right-8 h-12 w-12 rounded-full border-4 border-dashed border-[var(--color-pitch-900)] bg-[var(--color-chip-500)] shadow-lg" />
        </div>
      </section>
      <HowItWorksCard />
    </div>
  );
}
