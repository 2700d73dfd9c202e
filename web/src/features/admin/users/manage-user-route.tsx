import type { User } from '@kickchips/core';
import { useNavigate, useParams } from 'react-router';
import { CheckboxField, Form, type FormRule, TextField } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { AdminRecordLoader } from '../admin-record-loader';
import { AdminRecordPage } from '../admin-record-page';
import { useSaveAdminRecord } from '../api/save-admin-record';
import { FormUploadField } from '../form-upload-field';
import { withFieldLabels } from '../labelled-refusal';

type Values = { name: string; email: string; profileImageKey: string | null; isAdmin: boolean };

const rules: FormRule<Values>[] = [
  { field: 'name', isValid: (v) => v.name.trim() !== '', prompt: 'Name is required' },
  { field: 'email', isValid: (v) => /^\S+@\S+\.\S+$/.test(v.email.trim()), prompt: 'Enter a valid email' },
];

/** Manage user: name, email, profile image and admin permission; back to the list after saving. */
export function ManageUserRoute() {
  const { id = 'new' } = useParams();
  return (
    <AdminRecordLoader<User> resource="user" id={id}>
      {(user) => <UserForm key={id} id={id} user={user} />}
    </AdminRecordLoader>
  );
}

/** What the users list says after a user is added: how they come to sign in. */
export type UserAddedState = { added: { name: string; email: string } };

function UserForm({ id, user }: { id: string; user: User | null }) {
  const save = useSaveAdminRecord('user', id);
  const navigate = useNavigate();
  const isNew = id === 'new';
  return (
    <AdminRecordPage title={isNew ? 'Add User' : 'Edit User'}>
      <Form<Values>
        className="card max-w-xl"
        aria-label="User"
        buttonAlign="left"
        submitText="Save User"
        initialValues={{
          name: user?.name ?? '',
          email: user?.email ?? '',
          profileImageKey: user?.profileImageKey ?? null,
          isAdmin: user?.permissions.isAdmin ?? false,
        }}
        rules={rules}
        onSubmit={(values) => withFieldLabels(save.mutateAsync(values))}
        onSuccess={(_, { name, email }) => {
          const added: UserAddedState | undefined = isNew ? { added: { name, email } } : undefined;
          navigate(paths.admin.users, { state: added });
        }}
      >
        <TextField name="name" label="Name" required maxLength={100} />
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          maxLength={254}
          hint={
            isNew
              ? 'We email a new user a link to choose their password, which they then sign in with.'
              : undefined
          }
        />
        <FormUploadField
          name="profileImageKey"
          label="Profile Image"
          storedKey={user?.profileImageKey}
          storedUrl={user?.avatarUrl}
        />
        <CheckboxField name="isAdmin" label="Admin permission" />
      </Form>
    </AdminRecordPage>
  );
}
