import { type Notification, notificationText } from '@kickchips/core';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/use-session-token';
import { useNotifications, useReadNotifications } from './api/use-notifications';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where a notification leads: the lobby it invites to, if any. */
function linkOf(notification: Notification): string | null {
  return notification.data.kind === 'lobby.invited' ? paths.join(notification.data.lobbyCode) : null;
}

/** One notification; following its link marks it read. */
function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const text = notificationText(notification.data);
  const link = linkOf(notification);
  return (
    <li className={notification.readAt ? 'px-3 py-2' : 'rounded-md bg-[var(--surface-sunken)] px-3 py-2'}>
      <p className="m-0 text-sm text-[var(--text)]">
        {!notification.readAt && <span className="sr-only">New: </span>}
        {link ? (
          <Popover.Close asChild>
            <Link to={link} onClick={notification.readAt ? undefined : onOpen}>
              {text}
            </Link>
          </Popover.Close>
        ) : (
          text
        )}
      </p>
      <p className="m-0 text-xs text-[var(--text-muted)]">
        {dateTime.format(new Date(notification.createdAt))}
      </p>
    </li>
  );
}

/** The header's bell: the unread count, and the notifications newest first, for signed-in users. */
export function NotificationBell() {
  const signedIn = Boolean(useSessionToken()?.accessToken);
  const query = useNotifications(signedIn);
  const read = useReadNotifications();
  if (!signedIn) return null;
  const unread = query.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover.Root>
      <Popover.Trigger className="btn-ghost relative h-9 w-9 rounded-full p-0" aria-label={label}>
        <Bell aria-hidden="true" className="mx-auto h-5 w-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-[#b42318] px-1 text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-2 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 px-2 pb-2">
            <h2 className="m-0 text-base">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                className="btn-ghost px-2 text-sm"
                disabled={read.isPending}
                onClick={() => read.mutate(undefined)}
              >
                Mark all read
              </button>
            )}
          </div>
          {!query.data ? (
            <QueryProblem
              loadingLabel="Loading your notifications"
              failure={query.isError ? `Failed to load your notifications: ${query.error.message}` : null}
              onRetry={() => void query.refetch()}
            />
          ) : query.data.notifications.length === 0 ? (
            <p className="px-3 py-2 text-sm text-[var(--text-muted)]">
              Nothing yet. Invitations and league news show here.
            </p>
          ) : (
            <ul className="m-0 flex max-h-96 list-none flex-col gap-1 overflow-y-auto p-0">
              {query.data.notifications.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  onOpen={() => read.mutate([notification._id])}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
