import { type AreaInvalidations, matchAreaInvalidations } from '../../realtime';
import { matchControlKeys } from './match-control-keys';

const matchArea = matchAreaInvalidations({
  list: matchControlKeys.matches,
  match: matchControlKeys.match,
  everything: [matchControlKeys.all],
});

/**
 * The realtime screen's queries a notice makes stale: its match list, and the match named. A
 * recorded event also reads the list again, whose entries show each match's score.
 */
export const matchControlInvalidations: AreaInvalidations = {
  ...matchArea,
  invalidationsFor: (notice) =>
    notice.type === 'match.event'
      ? [{ queryKey: matchControlKeys.matches }, ...matchArea.invalidationsFor(notice)]
      : matchArea.invalidationsFor(notice),
};
