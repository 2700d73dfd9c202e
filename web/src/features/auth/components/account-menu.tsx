import type { User } from '@kickchips/core';
import { LogOut, ShieldCheck, Trophy, UserRound, UsersRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useMenuTypeahead } from '../../../lib/use-menu-typeahead';
import { UserAvatar } from './user-avatar';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-[var(--text)] no-underline outline-none data-[highlighted]:bg-[var(--surface-sunken)]"
      >
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The signed-in user's avatar in the header, opening Profile, Results, Admin (admins) and Logout. */
export function AccountMenu({ user }: { user: User }) {
  const iconClass = 'h-4 w-4 text-[var(--text-muted)]';
  const typeahead = useMenuTypeahead();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full p-0.5 hover:ring-2 hover:ring-[var(--accent)]"
        aria-label="Account menu"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onKeyDownCapture={typeahead}
          className="z-50 min-w-48 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-[var(--text-muted)]">
            {user.username || user.name}
          </DropdownMenu.Label>
          <MenuLink to={paths.profile} icon={<UserRound aria-hidden="true" className={iconClass} />}>
            Profile
          </MenuLink>
          <MenuLink to={paths.previousResults} icon={<Trophy aria-hidden="true" className={iconClass} />}>
            Results
          </MenuLink>
          <MenuLink to={paths.leagues} icon={<UsersRound aria-hidden="true" className={iconClass} />}>
            Leagues
          </MenuLink>
          {user.permissions.isAdmin && (
            <MenuLink to={paths.admin.root} icon={<ShieldCheck aria-hidden="true" className={iconClass} />}>
              Admin
            </MenuLink>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-[var(--border)]" />
          <MenuLink to={paths.logout} icon={<LogOut aria-hidden="true" className={iconClass} />}>
            Logout
          </MenuLink>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
