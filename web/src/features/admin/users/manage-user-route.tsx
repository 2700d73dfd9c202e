import type { User } from '@kickchips/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button/back-button';
import { UploadField } from '../../../components/ui/upload-field/upload-field';
import { paths } from '../../../lib/paths';
import { AdminRecordLoader } from '../admin-record-loader';
import { useSaveAdminRecord } from '../api/save-admin-record';

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
  const navigate = useNavigate();
  const save = useSaveAdminRecord('user', id);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [imageKey, setImageKey] = useState<string | null>(user?.profileImageKey ?? null);
  const [isAdmin, setIsAdmin] = useState(user?.permissions.isAdmin ?? false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = { name, email, profileImageKey: imageKey, isAdmin };
    try {
      await save.mutateAsync(body);
      navigate(paths.admin.users);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to save');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <BackButton />
        <h2 className="text-2xl font-bold">{id === 'new' ? 'Add User' : 'Edit User'}</h2>
      </div>
      <form className="card flex max-w-xl flex-col gap-3" onSubmit={submit}>
        <label className="flex flex-col text-sm">
          Name *
          <input
            className="input"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="flex flex-col text-sm">
          Email *
          <input
            className="input"
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <UploadField
          label="Profile Image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={imageKey}
          onChange={setImageKey}
          previewUrl={imageKey === user?.profileImageKey ? user?.avatarUrl : undefined}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />
          Admin permission
        </label>
        {error ? (
          <p role="alert" className="text-[var(--danger)]">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? 'Saving...' : 'Save User'}
        </button>
      </form>
    </section>
  );
}
