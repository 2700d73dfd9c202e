import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OptionItem = Record<string, unknown>;

export const optionsQueryKey = (endpoint: string) => ['select-options', endpoint] as const;

/** The option list of a select field: a static list, or the array an endpoint answers (spec 7). */
export function useOptions(endpoint: string | undefined, staticOptions: OptionItem[] | undefined) {
  const query = useQuery({
    queryKey: optionsQueryKey(endpoint ?? ''),
    enabled: Boolean(endpoint),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<unknown>(endpoint!, signal);
      if (!Array.isArray(data)) throw new Error('The options could not be read');
      return data as OptionItem[];
    },
  });
  if (!endpoint) return { items: staticOptions ?? [], loading: false, error: null };
  return { items: query.data ?? [], loading: query.isPending, error: query.error };
}
