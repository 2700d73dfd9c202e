import type { AdminAvatar } from '@kickchips/core';
import { paths } from '../../../lib/paths';
import { AdminList } from '../admin-list';
import { exportDate, formatDate } from '../format-date';
import { LongText } from '../long-text';

/** The avatars players can choose from. */
export function AvatarsListRoute() {
  return (
    <AdminList<AdminAvatar>
      title="Avatars"
      resource="avatar"
      columns={[
        {
          id: 'image',
          header: 'Image',
          value: (avatar) => avatar.image,
          cell: (avatar) => (
            <img src={avatar.image} alt="" className="h-10 w-10 rounded-full object-cover" loading="lazy" />
          ),
        },
        {
          id: 'name',
          header: 'Name',
          value: (avatar) => avatar.name,
          cell: (avatar) => <LongText text={avatar.name} />,
          sortable: true,
        },
        {
          id: 'createdAt',
          header: 'Created Date',
          value: (avatar) => avatar.createdAt,
          format: formatDate,
          sortable: true,
        },
      ]}
      exportColumns={[
        { header: 'name', value: (avatar) => avatar.name },
        { header: 'createdAt', value: (avatar) => exportDate(avatar.createdAt) },
        { header: 'updatedAt', value: (avatar) => exportDate(avatar.updatedAt) },
      ]}
      exportFileName="avatars.csv"
      addLabel="Add Avatar"
      addTo={paths.admin.manageAvatar('new')}
      editTo={(avatar) => paths.admin.manageAvatar(avatar._id)}
      rowName={(avatar) => avatar.name}
    />
  );
}
