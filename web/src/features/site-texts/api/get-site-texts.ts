import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCall } from '../../../lib/api-client';
import { siteTextKeys } from './site-text-keys';

/** The keys of the landing page texts an admin edits. */
export const SITE_TEXT_KEYS = { welcome: 'landing.welcome', howItWorks: 'landing.howItWorks' } as const;

/** GET public/site-texts: the admin-edited site texts by key. */
export async function getSiteTexts() {
  return (await publicCall<{ texts: Record<string, string> }>('/api/public/site-texts')).data.texts;
}

export const siteTextsQueryOptions = queryOptions({
  queryKey: siteTextKeys.all,
  queryFn: getSiteTexts,
  staleTime: 60_000,
});

export function useSiteTexts() {
  return useQuery(siteTextsQueryOptions);
}
