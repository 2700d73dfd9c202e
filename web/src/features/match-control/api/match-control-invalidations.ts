import type { StreamNotice } from '@kickchips/core';
import type { QueryFilters } from '@tanstack/react-query';
import type { AreaInvalidations } from '../../realtime';
import { matchControlKeys } from './match-control-keys';

const byKey = (queryKey: readonly unknown[]): QueryFilters => ({ queryKey });

/** The realtime screen's queries a notice makes stale: its match list, and the match named. */
export const matchControlInvalidations: AreaInvalidations = {
  invalidationsFor(notice: StreamNotice) {
    switch (notice.type) {
      case 'match.changed':
        return [byKey(matchControlKeys.matches), byKey(matchControlKeys.match(notice.matchId))];
      case 'match.event':
      case 'round.settled':
        return [byKey(matchControlKeys.match(notice.matchId))];
      case 'resync':
        return matchControlInvalidations.everything;
      default:
        return [];
    }
  },
  everything: [byKey(matchControlKeys.all)],
};
