import { useQuery } from '@tanstack/react-query';
import { publicCall } from '../../lib/api-client';

export const siteTextsQueryKey = ['site-texts'] as const;

/** The keys of the landing page texts an admin edits. */
export const SITE_TEXT_KEYS = { welcome: 'landing.welcome', howItWorks: 'landing.howItWorks' } as const;

/** The admin-edited site texts by key (GET /api/public/site-texts). */
export function useSiteTexts() {
  return useQuery({
    queryKey: siteTextsQueryKey,
    queryFn: async () =>
      (await publicCall<{ texts: Record<string, string> }>('/api/public/site-texts')).data.texts,
    staleTime: 60_000,
  });
}
