import { api } from '../../../lib/api-client';

export type SignedPost = { signedPostUrl: string; objectId: string };
export type UploadVisibility = { isPublic: boolean; isViewableByAnyUser: boolean };

/** Asks the server where to put a file (spec 7, File storage); the server picks the object id. */
export async function requestSignedPostUrl(
  file: File,
  contentType: string,
  visibility: UploadVisibility,
): Promise<SignedPost> {
  const url = `/api/app/s3/get-signed-post-url/${encodeURIComponent(file.name)}/${encodeURIComponent(contentType)}`;
  const { data } = await api.post<Partial<SignedPost> | null>(url, visibility);
  if (!data?.signedPostUrl || !data.objectId) throw new Error('The upload could not start');
  return { signedPostUrl: data.signedPostUrl, objectId: data.objectId };
}
