import type { AdminAvatar } from '@kickchips/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LabelledInput } from '../../../components/ui/labelled-input/labelled-input';
import { UploadField } from '../../../components/ui/upload-field/upload-field';
import { paths } from '../../../lib/paths';
import { AdminRecordForm } from '../admin-record-form';
import { AdminRecordLoader } from '../admin-record-loader';
import { useSaveAndReturn } from '../use-save-and-return';

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
  const { saveAndReturn, error, setError, busy } = useSaveAndReturn('avatar', id, paths.admin.avatars);
  const [name, setName] = useState(avatar?.name ?? '');
  const [image, setImage] = useState<string | null>(avatar?.imageKey ?? null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!image) {
      setError('Avatar Image is required');
      return;
    }
    void saveAndReturn({ name, image });
  };

  return (
    <AdminRecordForm
      title="Upload Avatar"
      submitLabel="Save Avatar"
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <LabelledInput label="Avatar Name *" required maxLength={40} value={name} onValueChange={setName} />
      <UploadField
        label="Avatar Image"
        value={image}
        onChange={setImage}
        isPublic
        isViewableByAnyUser
        required
        previewUrl={image === avatar?.imageKey ? avatar?.image : undefined}
      />
    </AdminRecordForm>
  );
}
