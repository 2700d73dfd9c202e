import { matchAreaInvalidations } from '../../realtime';
import { matchControlKeys } from './match-control-keys';

/** The realtime screen's queries a notice makes stale: its match list, and the match named. */
export const matchControlInvalidations = matchAreaInvalidations({
  list: matchControlKeys.matches,
  match: matchControlKeys.match,
  everything: [matchControlKeys.all],
});
