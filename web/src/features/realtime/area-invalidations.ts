import type { StreamNotice } from '@kickchips/core';
import type { QueryFilters } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What a screen area loaded on demand refetches: by notice, and after a gap in the stream. */
export type AreaInvalidations = {
  invalidationsFor: (notice: StreamNotice) => readonly QueryFilters[];
  everything: readonly QueryFilters[];
};

const mounted = new Set<AreaInvalidations>();

/** The invalidations of the areas on show, for a notice, or for a gap when `notice` is null. */
export function areaInvalidations(notice: StreamNotice | null): QueryFilters[] {
  return [...mounted].flatMap((area) => (notice ? area.invalidationsFor(notice) : area.everything));
}

/**
 * Adds an area's own invalidations to the push stream's while the area is mounted: the admin
 * screens keep their query keys to themselves, so the app's map (in the first download) does not
 * pull the admin area into every player's tab. Pass a constant.
 */
export function useAreaInvalidations(area: AreaInvalidations): void {
  useEffect(() => {
    mounted.add(area);
    return () => {
      mounted.delete(area);
    };
  }, [area]);
}

/**
 * The invalidations of a screen area made of match lists and match records: a match's change
 * refetches the `list` and that match's `match(id)` keys, its events and settlements that match's
 * alone, a resync `everything`.
 */
export function matchAreaInvalidations(keys: {
  list: readonly unknown[];
  match: (matchId: string) => readonly unknown[];
  everything: readonly (readonly unknown[])[];
}): AreaInvalidations {
  const everything = keys.everything.map((queryKey) => ({ queryKey }));
  return {
    invalidationsFor(notice) {
      switch (notice.type) {
        case 'match.changed':
          return [{ queryKey: keys.list }, { queryKey: keys.match(notice.matchId) }];
        case 'match.event':
        case 'round.settled':
          return [{ queryKey: keys.match(notice.matchId) }];
        case 'resync':
          return everything;
        default:
          return [];
      }
    },
    everything,
  };
}
