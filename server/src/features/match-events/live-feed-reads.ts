import type { LiveFeedItem, PushMessage } from '@kickchips/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { createHotCache } from '../hot-cache';
import type { MatchSnapshot } from '../matches';
import { liveFeedItems } from './live-feed-items';

/** The feed is a running account, not an archive: the latest moments are plenty. */
export const LIVE_FEED_LIMIT = 200;
/** As the lobby's hot reads: a notice drops an entry at once, this heals a lost one. */
const LIVE_FEED_TTL_MS = 3000;

export type LiveFeedReads = {
  /** A match's latest moments (undone ones too), newest first, from memory while nothing changed. */
  items(snapshot: MatchSnapshot): Promise<LiveFeedItem[]>;
  /** Forgets a match on the notices that change its feed: an event recorded, undone or corrected, or its halves and rounds. */
  apply(message: PushMessage): void;
};

/**
 * Every member of a lobby reads the same feed again when an event is recorded (match.event), so
 * it is read from the database once per change and match, not once per member.
 */
export function createLiveFeedReads(db: Db): LiveFeedReads {
  const cache = createHotCache<string, LiveFeedItem[]>({ ttlMs: LIVE_FEED_TTL_MS, maxEntries: 500 });
  return {
    items(snapshot) {
      const matchId = snapshot.match.id;
      return cache.get(matchId, async () => {
        const rows = await db
          .select({
            id: matchEvents.id,
            eventType: matchEvents.eventType,
            team: matchEvents.team,
            timeStamp: matchEvents.timeStamp,
            deletedAt: matchEvents.deletedAt,
          })
          .from(matchEvents)
          .where(eq(matchEvents.matchId, matchId))
          .orderBy(desc(matchEvents.timeStamp), desc(matchEvents.createdAt), asc(matchEvents.id))
          .limit(LIVE_FEED_LIMIT);
        return liveFeedItems(rows, snapshot.state);
      });
    },
    apply(message) {
      if (message.type === 'match.event' || message.type === 'match.changed')
        cache.invalidate(message.matchId);
    },
  };
}
