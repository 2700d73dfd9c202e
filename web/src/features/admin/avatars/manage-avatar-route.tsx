import type { AdminAvatar } from '@kickchips/core';
import { useParams } from 'react-router';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { AdminRecordLoader } from '../admin-record-loader';
import { AdminRecordPage } from '../admin-record-page';
import { useSaveAdminRecord } from '../api/save-admin-record';
import { FormUploadField } from '../form-upload-field';
import { withFieldLabels } from '../labelled-refusal';

type Values = { name: string; image: string | null };

const rules: FormRule<Values>[] = [
  { field: 'name', isValid: (v) => v.name.trim() !== '', prompt: 'Avatar Name is required' },
  { field: 'image', isValid: (v) => v.image !== null, prompt: 'Avatar Image is required' },
];

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
  const save = useSaveAdminRecord('avatar', id);
  return (
    <AdminRecordPage title="Upload Avatar">
      <Form<Values>
        className="card max-w-xl"
        aria-label="Avatar"
        buttonAlign="left"
        submitText="Save Avatar"
        initialValues={{ name: avatar?.name ?? '', image: avatar?.imageKey ?? null }}
        rules={rules}
        onSubmit={(values) => withFieldLabels(save.mutateAsync(values))}
        redirectTo={paths.admin.avatars}
      >
        <TextField name="name" label="Avatar Name" required maxLength={40} />
        <FormUploadField
          name="image"
          label="Avatar Image"
          required
          isPublic
          isViewableByAnyUser
          storedKey={avatar?.imageKey}
          storedUrl={avatar?.image}
        />
      </Form>
    </AdminRecordPage>
  );
}
