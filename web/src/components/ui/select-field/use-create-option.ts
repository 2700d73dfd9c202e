import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type OptionItem, optionsQueryKey } from './use-options';

/** POSTs one text field to `endpoint` and refetches `listEndpoint`'s options, so the new one shows up. */
export function useCreateOption(endpoint: string, listEndpoint: string | undefined, field: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: string) => (await api.post<OptionItem>(endpoint, { [field]: value })).data,
    onSuccess: () =>
      listEndpoint ? queryClient.invalidateQueries({ queryKey: optionsQueryKey(listEndpoint) }) : undefined,
  });
}
