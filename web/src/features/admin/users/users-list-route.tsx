import type { User } from '@kickchips/core';
import { paths } from '../../../lib/paths';
import { AdminList } from '../admin-list';
import { formatDate } from '../format-date';

/** The admin index: every user, with CSV export. */
export function UsersListRoute() {
  return (
    <AdminList<User>
      title="Users"
      resource="user"
      columns={[
        { id: 'name', header: 'Name', value: (user) => user.name, sortable: true },
        { id: 'email', header: 'Email', value: (user) => user.email, sortable: true },
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
        { header: 'createdAt', value: (user) => user.createdAt },
        { header: 'updatedAt', value: (user) => user.updatedAt },
        { header: 'lastLoginAt', value: (user) => user.lastLoginAt },
      ]}
      exportFileName="users.csv"
      addLabel="Add User"
      addTo={paths.admin.manageUser('new')}
      editTo={(user) => paths.admin.manageUser(user._id)}
      rowName={(user) => user.name}
    />
  );
}
