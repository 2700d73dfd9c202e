import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AdminUnlockBox, useWhoami } from '../auth';
import { HowItWorksCard, WelcomeText } from '../site-texts';

/** The PLAYERS LOUNGE tab (spec 2): welcome, how it works, the team and, for admins only, the unlock box. */
export function PlayersLounge() {
  const isAdmin = useWhoami().data?.user?.permissions.isAdmin ?? false;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card flex flex-col gap-2 md:col-span-2">
        <h2 className="text-display-sm">Welcome to KickChips</h2>
        <WelcomeText />
      </section>
      <HowItWorksCard />
      <section className="card flex flex-col gap-2">
        <h2 className="text-display-sm">The team</h2>
        <p className="text-[var(--text-muted)]">Meet the people who build KickChips.</p>
        <Link to={paths.team} className="btn-outline self-start">
          Meet the team
        </Link>
      </section>
      {isAdmin ? (
        <div className="max-w-sm md:col-span-2">
          <AdminUnlockBox />
        </div>
      ) : null}
    </div>
  );
}
