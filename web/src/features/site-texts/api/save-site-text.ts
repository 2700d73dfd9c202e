import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteTextKeys } from './site-text-keys';

/** PUT admin/site-texts/{key}: an admin changes one site text. */
export function saveSiteText(key: string, value: string) {
  return api.put(`/api/admin/site-texts/${encodeURIComponent(key)}`, { value });
}

export function useSaveSiteText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => saveSiteText(key, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteTextKeys.all }),
  });
}
