import type { User } from '@kickchips/core';
import { lazy, Suspense } from 'react';
import { UserAvatar } from './user-avatar';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/**
 * The account menu, whose dropdown library comes in its own chunk: until it arrives the avatar
 * shows in the trigger's place, the same size.
 */
export function LazyAccountMenu({ user }: { user: User }) {
  return (
    <Suspense
      fallback={
        <span className="inline-flex rounded-full p-0.5">
          <UserAvatar user={user} />
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
