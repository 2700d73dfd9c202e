import { useMutation } from '@tanstack/react-query';
import { publicCall, putFile } from '../../../lib/api-client';
import { teamGrantHeaders } from './team-grant-headers';

/** A team photo: a signed upload URL from the server (with the grant), then the bytes; answers the objectId. */
export async function uploadTeamPhoto({ file, grant }: { file: File; grant: string }): Promise<string> {
  const { data } = await publicCall<{ signedPostUrl: string; objectId: string }>(
    `/api/public/team/s3/get-signed-post-url/${encodeURIComponent(file.name)}/${encodeURIComponent(file.type)}`,
    { method: 'POST', body: {}, headers: teamGrantHeaders(grant) },
  );
  await putFile(data.signedPostUrl, file);
  return data.objectId;
}

export function useUploadTeamPhoto() {
  return useMutation({ mutationFn: uploadTeamPhoto });
}
