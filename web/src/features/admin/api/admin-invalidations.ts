import type { StreamNotice } from '@kickchips/core';
import type { QueryFilters } from '@tanstack/react-query';
import type { AreaInvalidations } from '../../realtime';
import { adminKeys } from './admin-keys';

const byKey = (queryKey: readonly unknown[]): QueryFilters => ({ queryKey });

/** The admin screens a notice makes stale: the match list, and everything of the match named. */
export const adminInvalidations: AreaInvalidations = {
  invalidationsFor(notice: StreamNotice) {
    switch (notice.type) {
      case 'match.changed':
        return [byKey(adminKeys.list('match')), byKey(adminKeys.match(notice.matchId))];
      case 'match.event':
      case 'round.settled':
        return [byKey(adminKeys.match(notice.matchId))];
      case 'resync':
        return adminInvalidations.everything;
      default:
        return [];
    }
  },
  everything: [byKey(adminKeys.list('match')), byKey(adminKeys.matches)],
};
