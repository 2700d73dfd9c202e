import { useQueryClient } from '@tanstack/react-query';
import { whoamiQueryKey } from '../../features/auth';
import { ProfileForm } from '../../features/profile';

export function ProfileRoute() {
  const queryClient = useQueryClient();
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Customize Profile</h1>
      <ProfileForm onSaved={() => queryClient.invalidateQueries({ queryKey: whoamiQueryKey })} />
    </section>
  );
}
