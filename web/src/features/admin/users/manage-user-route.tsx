import type { User } from '@kickchips/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LabelledInput } from '../../../components/ui/labelled-input/labelled-input';
import { UploadField } from '../../../components/ui/upload-field/upload-field';
import { paths } from '../../../lib/paths';
import { AdminRecordForm } from '../admin-record-form';
import { AdminRecordLoader } from '../admin-record-loader';
import { useSaveAndReturn } from '../use-save-and-return';

/** Manage user: name, email, profile image and admin permission; back to the list after saving. */
export function ManageUserRoute() {
  const { id = 'new' } = useParams();
  return (
    <AdminRecordLoader<User> resource="user" id={id}>
      {(user) => <UserForm key={id} id={id} user={user} />}
    </AdminRecordLoader>
  );
}

function UserForm({ id, user }: { id: string; user: User | null }) {
  const { saveAndReturn, error, busy } = useSaveAndReturn('user', id, paths.admin.users);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [imageKey, setImageKey] = useState<string | null>(user?.profileImageKey ?? null);
  const [isAdmin, setIsAdmin] = useState(user?.permissions.isAdmin ?? false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void saveAndReturn({ name, email, profileImageKey: imageKey, isAdmin });
  };

  return (
    <AdminRecordForm
      title={id === 'new' ? 'Add User' : 'Edit User'}
      submitLabel="Save User"
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <LabelledInput label="Name *" required maxLength={100} value={name} onValueChange={setName} />
      <LabelledInput
        label="Email *"
        type="email"
        required
        maxLength={254}
        value={email}
        onValueChange={setEmail}
      />
      <UploadField
        label="Profile Image"
        value={imageKey}
        onChange={setImageKey}
        previewUrl={imageKey === user?.profileImageKey ? user?.avatarUrl : undefined}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />
        Admin permission
      </label>
    </AdminRecordForm>
  );
}
