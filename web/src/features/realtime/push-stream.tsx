import type { StreamTicket } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useSessionToken } from '../../lib/use-session-token';
import { EVERYTHING_PUSHED, invalidateFor, invalidationsFor } from './invalidate-for-notice';
import { createPushConnection, type EventSourceLike } from './push-connection';
import { setPushConnected } from './push-status';
import { streamTopicsOf } from './stream-topics';

/** Screens mount and unmount their queries in bursts on navigation: follow them once it settles. */
export const TOPICS_SETTLE_MS = 100;

type PushStreamProps = { openEventSource?: (url: string) => EventSourceLike };

/**
 * The tab's one push stream while someone is signed in (docs/realtime.md). It follows the lobby or
 * match whose queries are on show and turns each notice into query invalidations. Renders nothing.
 */
export function PushStream({ openEventSource }: PushStreamProps) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const signedIn = Boolean(token?.accessToken);

  useEffect(() => {
    if (!signedIn || (!openEventSource && typeof EventSource === 'undefined')) return;
    const connection = createPushConnection({
      requestTicket: async () => (await api.post<StreamTicket>('/api/app/stream/ticket')).data.ticket,
      onNotice: (notice) => invalidateFor(queryClient, invalidationsFor(notice)),
      onConnected: setPushConnected,
      onGap: () => invalidateFor(queryClient, EVERYTHING_PUSHED),
      openEventSource,
    });
    const cache = queryClient.getQueryCache();
    const follow = () =>
      connection.follow(
        streamTopicsOf(
          cache
            .getAll()
            .filter((query) => query.getObserversCount() > 0)
            .map((query) => query.queryKey),
        ),
      );
    let timer = setTimeout(follow, TOPICS_SETTLE_MS);
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'observerAdded' && event.type !== 'observerRemoved') return;
      clearTimeout(timer);
      timer = setTimeout(follow, TOPICS_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      connection.stop();
    };
  }, [signedIn, queryClient, openEventSource]);

  return null;
}
