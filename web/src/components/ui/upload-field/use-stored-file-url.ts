import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SignedUrl = { signedUrl: string; contentType: string };

// signed URLs expire; reuse one for a while, well inside its lifetime
const SIGNED_URL_REUSE_MS = 10 * 60_000;

/** A URL to show an already stored file (spec 7 GET s3/get-signed-url/{key}). */
export function useStoredFileUrl(objectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['stored-file-url', objectId],
    enabled: enabled && Boolean(objectId),
    staleTime: SIGNED_URL_REUSE_MS,
    gcTime: SIGNED_URL_REUSE_MS,
    queryFn: async ({ signal }) =>
      (await api.get<SignedUrl>(`/api/app/s3/get-signed-url/${encodeURIComponent(objectId!)}`, signal)).data,
  });
}
