import type { AdminAvatar } from '@kickchips/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button/back-button';
import { UploadField } from '../../../components/ui/upload-field/upload-field';
import { paths } from '../../../lib/paths';
import { AdminRecordLoader } from '../admin-record-loader';
import { useSaveAdminRecord } from '../api/save-admin-record';

/** 'Upload Avatar': an avatar's name and its public image, with a preview. */
export function ManageAvatarRoute() {
  const { id = 'new' } = useParams();
  return (
    <AdminRecordLoader<AdminAvatar> resource="avatar" id={id}>
      {(avatar) => <AvatarForm key={id} id={id} avatar={avatar} />}
    </AdminRecordLoader>
  );
}

function AvatarForm({ id, avatar }: { id: string; avatar: AdminAvatar | null }) {
  const navigate = useNavigate();
  const save = useSaveAdminRecord('avatar', id);
  const [name, setName] = useState(avatar?.name ?? '');
  const [image, setImage] = useState<string | null>(avatar?.imageKey ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!image) {
      setError('Avatar Image is required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save.mutateAsync({ name, image });
      navigate(paths.admin.avatars);
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
        <h2 className="text-2xl font-bold">Upload Avatar</h2>
      </div>
      <form className="card flex max-w-xl flex-col gap-3" onSubmit={submit}>
        <label className="flex flex-col text-sm">
          Avatar Name *
          <input
            className="input"
            required
            maxLength={40}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <UploadField
          label="Avatar Image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={image}
          onChange={setImage}
          isPublic
          isViewableByAnyUser
          required
          previewUrl={image === avatar?.imageKey ? avatar?.image : undefined}
        />
        {error ? (
          <p role="alert" className="text-[var(--danger)]">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? 'Saving...' : 'Save Avatar'}
        </button>
      </form>
    </section>
  );
}
