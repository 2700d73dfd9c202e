import type { StreamNotice } from '@kickchips/core';
import { type QueryFilters, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionToken } from '../../lib/use-session-token';
import { requestStreamTicket } from './api/request-stream-ticket';
import { areaInvalidations } from './area-invalidations';
import { tellNoticeListeners } from './notice-listeners';
import { createPushConnection, type EventSourceLike } from './push-connection';
import { setPushConnected } from './push-status';
import { declaredTopics, subscribeDeclaredTopics } from './push-topics';

/** Screens mount and unmount in bursts on navigation: follow what they declare once it settles. */
export const TOPICS_SETTLE_MS = 100;

type PushStreamProps = {
  /** The queries a notice makes stale (the app knows the query keys of every feature in its first download; areas loaded later add theirs with `useAreaInvalidations`). */
  invalidationsFor: (notice: StreamNotice) => readonly QueryFilters[];
  /** Every query a notice can touch: what a resync or a dropped stream refetches. */
  everything: readonly QueryFilters[];
  openEventSource?: (url: string) => EventSourceLike;
};

/**
 * The tab's one push stream while someone is signed in (docs/realtime.md). It follows the lobby or
 * match the screens on show declared (`usePushTopics`) and turns each notice into query
 * invalidations, then tells the screens listening (`useStreamNotices`). Renders nothing.
 */
export function PushStream({ invalidationsFor, everything, openEventSource }: PushStreamProps) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const signedIn = Boolean(token?.accessToken);

  useEffect(() => {
    if (!signedIn || (!openEventSource && typeof EventSource === 'undefined')) return;
    const invalidate = (filters: readonly QueryFilters[]) => {
      for (const filter of filters) void queryClient.invalidateQueries(filter);
    };
    const connection = createPushConnection({
      requestTicket: requestStreamTicket,
      onNotice: (notice) => {
        invalidate(invalidationsFor(notice));
        invalidate(areaInvalidations(notice));
        tellNoticeListeners(notice);
      },
      onConnected: setPushConnected,
      onGap: () => {
        invalidate(everything);
        invalidate(areaInvalidations(null));
      },
      openEventSource,
    });
    const follow = () => connection.follow(declaredTopics());
    let timer = setTimeout(follow, TOPICS_SETTLE_MS);
    const unsubscribe = subscribeDeclaredTopics(() => {
      clearTimeout(timer);
      timer = setTimeout(follow, TOPICS_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      connection.stop();
    };
  }, [signedIn, queryClient, openEventSource, invalidationsFor, everything]);

  return null;
}
