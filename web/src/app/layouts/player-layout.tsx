import { NavLink, Outlet } from 'react-router';
import { AuthGuard } from '../../features/auth';
import { paths } from '../../lib/paths';

const tabs = [
  { to: paths.profile, label: 'Profile' },
  { to: paths.previousResults, label: 'Results' },
  { to: paths.leagues, label: 'Leagues' },
];

/** The signed-in player's pages as tabs, Profile, Results and Leagues, behind the authenticated guard (spec 2). */
export function PlayerLayout() {
  return (
    <AuthGuard>
      <div className="flex flex-col gap-6">
        <nav aria-label="Player" className="tab-list">
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className="tab no-underline">
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </AuthGuard>
  );
}
