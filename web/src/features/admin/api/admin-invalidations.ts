import { matchAreaInvalidations } from '../../realtime';
import { adminKeys } from './admin-keys';

/** The admin screens a notice makes stale: the match list, and everything of the match named. */
export const adminInvalidations = matchAreaInvalidations({
  list: adminKeys.list('match'),
  match: adminKeys.match,
  everything: [adminKeys.list('match'), adminKeys.matches],
});
