import { TEAM_GRANT_HEADER, type TeamMember } from '@kickchips/core';
import { publicCall } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export const teamQueryKey = ['team'] as const;

async function withGrant<T>(url: string, grant: string, method: 'PUT' | 'POST', body: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', [TEAM_GRANT_HEADER]: grant },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!response.ok)
    throw new ApiError(response.status, payload?.error ?? `Request failed (${response.status})`);
  return payload?.data as T;
}

export const teamApi = {
  list: async () => (await publicCall<{ members: TeamMember[] }>('/api/public/team')).data.members,
  unlock: async (password: string) =>
    (
      await publicCall<{ grant: string; expiresAt: string }>('/api/public/team/unlock', {
        method: 'POST',
        body: { password },
      })
    ).data.grant,
  update: (id: string, grant: string, body: { bio?: string; imageKey?: string | null }) =>
    withGrant<TeamMember>(`/api/public/team/${encodeURIComponent(id)}`, grant, 'PUT', body),
  /** Uploads a team photo: a signed URL from the server, then the bytes; answers the objectId. */
  uploadPhoto: async (file: File, grant: string) => {
    const target = await withGrant<{ signedPostUrl: string; objectId: string }>(
      `/api/public/team/s3/get-signed-post-url/${encodeURIComponent(file.name)}/${encodeURIComponent(file.type)}`,
      grant,
      'POST',
      {},
    );
    const put = await fetch(target.signedPostUrl, {
      method: 'PUT',
      headers: { 'Content-Type': file.type },
      body: file,
    });
    if (!put.ok) throw new ApiError(put.status, 'Something went wrong...');
    return target.objectId;
  },
};
