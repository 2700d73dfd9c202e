import type { StreamNotice } from '@kickchips/core';
import { useEffect, useRef } from 'react';

type NoticeListener = (notice: StreamNotice) => void;

const listeners = new Set<NoticeListener>();

/** Hands a notice from the stream to the screens that listen, after its invalidations started. */
export function tellNoticeListeners(notice: StreamNotice): void {
  for (const listener of listeners) listener(notice);
}

/**
 * Calls `listener` with each notice the tab's stream brings, for a screen that must react to the
 * moment itself (a round settled) rather than to the data it refetches. Always the latest listener.
 */
export function useStreamNotices(listener: NoticeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const relay: NoticeListener = (notice) => latest.current(notice);
    listeners.add(relay);
    return () => {
      listeners.delete(relay);
    };
  }, []);
}
