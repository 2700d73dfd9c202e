import { useMutation } from '@tanstack/react-query';
import { publicCall } from '../../../lib/api-client';

/** POST public/team/unlock: the team password for a grant that makes bios and photos editable. */
export async function unlockTeam(password: string): Promise<string> {
  const { data } = await publicCall<{ grant: string; expiresAt: string }>('/api/public/team/unlock', {
    method: 'POST',
    body: { password },
  });
  return data.grant;
}

export function useUnlockTeam() {
  return useMutation({ mutationFn: unlockTeam });
}
