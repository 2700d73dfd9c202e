import { type Avatar, USERNAME_MAX_LENGTH, type User } from '@kickchips/core';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../lib/paths';
import { useAvatars } from '../api/get-avatars';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { AvatarPicker } from './avatar-picker';

type Values = { username: string; selectedAvatar: string | null };

const rules: FormRule<Values>[] = [
  { field: 'username', isValid: (v) => v.username.trim() !== '', prompt: 'Please choose a username' },
  {
    field: 'username',
    isValid: (v) => v.username.trim().length <= USERNAME_MAX_LENGTH,
    prompt: `Usernames are at most ${USERNAME_MAX_LENGTH} characters`,
  },
];

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-[var(--text-muted)]">
      <Spinner decorative />
      Loading your profile...
    </p>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-6">
      <p className="font-medium text-amber-700 dark:text-amber-400">Failed to load your profile. {message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function ProfileFields({
  user,
  avatars,
  onSaved,
}: {
  user: User;
  avatars: Avatar[];
  onSaved?: (user: User) => void;
}) {
  const save = useSaveProfile();
  return (
    <Form<Values, User>
      aria-label="Customize Profile"
      initialValues={{ username: user.username ?? '', selectedAvatar: user.selectedAvatar }}
      rules={rules}
      onSubmit={(v) => save.mutateAsync({ username: v.username.trim(), selectedAvatar: v.selectedAvatar })}
      onSuccess={(saved) => onSaved?.(saved)}
      redirectTo={paths.home}
    >
      <TextField
        name="username"
        label="Username"
        required
        placeholder="start typing"
        maxLength={USERNAME_MAX_LENGTH}
        autoComplete="nickname"
        hint={`Shown to other players. At most ${USERNAME_MAX_LENGTH} characters.`}
      />
      <AvatarPicker avatars={avatars} />
    </Form>
  );
}

/** 'Customize Profile': a username and an avatar from the grid; saving goes home (spec 2). */
export function ProfileForm({ onSaved }: { onSaved?: (user: User) => void }) {
  const profile = useProfile();
  const avatars = useAvatars();
  if (profile.isPending || avatars.isPending) return <Loading />;
  if (profile.isError || avatars.isError) {
    const error = profile.error ?? avatars.error;
    return (
      <LoadFailed
        message={error?.message ?? ''}
        onRetry={() => {
          void profile.refetch();
          void avatars.refetch();
        }}
      />
    );
  }
  return <ProfileFields user={profile.data} avatars={avatars.data} onSaved={onSaved} />;
}
