import type { User } from '@kickchips/core';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useWhoami } from '../../auth';
import { AdminList } from '../admin-list';
import { exportDate, formatDate } from '../format-date';
import { LongText } from '../long-text';
import type { UserAddedState } from './manage-user-route';
import { SuspendUserButton } from './suspend-user-button';

/** The admin index: every user, with CSV export. */
export function UsersListRoute() {
  const selfId = useWhoami().data?.user?._id;
  const added = (useLocation().state as UserAddedState | null)?.added;
  return (
    <AdminList<User>
      title="Users"
      resource="user"
      notice={
        added
          ? `${added.name} is added. We emailed ${added.email} a link to choose a password; they can sign in once they have. If it does not arrive, Forgot password on the Sign In page sends a new one.`
          : null
      }
      columns={[
        {
          id: 'name',
          header: 'Name',
          value: (user) => user.name,
          cell: (user) => <LongText text={user.name} />,
          sortable: true,
        },
        {
          id: 'email',
          header: 'Email',
          value: (user) => user.email,
          cell: (user) => <LongText text={user.email} />,
          sortable: true,
        },
        { id: 'role', header: 'Role', value: (user) => user.role, sortable: true, filterable: true },
        {
          id: 'suspended',
          header: 'Status',
          value: (user) => (user.suspended ? 'Suspended' : 'Active'),
          filterable: true,
          cell: (user) =>
            user.suspended ? (
              <span className="rounded-full bg-[var(--danger)] px-2 py-0.5 text-xs font-semibold text-white">
                Suspended
              </span>
            ) : (
              'Active'
            ),
        },
        {
          id: 'createdAt',
          header: 'Created Date',
          value: (user) => user.createdAt,
          format: formatDate,
          sortable: true,
        },
        {
          id: 'lastLoginAt',
          header: 'Last Login Date',
          value: (user) => user.lastLoginAt,
          format: formatDate,
          sortable: true,
        },
      ]}
      exportColumns={[
        { header: 'name', value: (user) => user.name },
        { header: 'email', value: (user) => user.email },
        { header: 'role', value: (user) => user.role },
        { header: 'createdAt', value: (user) => exportDate(user.createdAt) },
        { header: 'updatedAt', value: (user) => exportDate(user.updatedAt) },
        { header: 'lastLoginAt', value: (user) => exportDate(user.lastLoginAt) },
      ]}
      exportFileName="users.csv"
      addLabel="Add User"
      addTo={paths.admin.manageUser('new')}
      editTo={(user) => paths.admin.manageUser(user._id)}
      rowName={(user) => user.name}
      rowActions={(user) => (user._id === selfId ? null : <SuspendUserButton user={user} />)}
    />
  );
}
