import { type NoticeTopics, type StreamNotice, streamNoticeSchema } from '@kickchips/core';
import { sameTopics } from './same-topics';

/** The part of the browser's EventSource the connection uses (tests pass a fake). */
export type EventSourceLike = {
  readonly readyState: number;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

export const EVENT_SOURCE_CLOSED = 2;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

export type PushConnectionOptions = {
  /** A stream ticket (POST /api/app/stream/ticket, through the API client, which refreshes tokens). */
  requestTicket: () => Promise<string>;
  /** Every notice, `ready` and `resync` included. */
  onNotice: (notice: StreamNotice) => void;
  /** The stream went live (`ready`) or dropped. */
  onConnected: (connected: boolean) => void;
  /** Notices may have been missed with no server to say which: refetch everything. */
  onGap: () => void;
  openEventSource?: (url: string) => EventSourceLike;
};

export type PushConnection = {
  /** Streams the notices of these topics, reopening when they differ from the current ones. */
  follow(topics: NoticeTopics): void;
  stop(): void;
};

export function streamUrl(ticket: string, topics: NoticeTopics, lastEventId: string | undefined): string {
  const params = new URLSearchParams({ ticket });
  if (topics.lobbyId) params.set('lobbyId', topics.lobbyId);
  if (topics.matchId) params.set('matchId', topics.matchId);
  if (lastEventId) params.set('lastEventId', lastEventId);
  return `/api/app/stream?${params}`;
}

/**
 * One push stream: the browser reconnects a dropped stream by itself, sending `Last-Event-ID`;
 * when it gives up (a 401 once the one-minute ticket has expired, a server that went away), this
 * asks for a new ticket and reopens with `lastEventId`, backing off from 1 s to 30 s. A changed
 * screen opens a fresh stream: its queries are fetched fresh, nothing to resume.
 */
export function createPushConnection(options: PushConnectionOptions): PushConnection {
  const open = options.openEventSource ?? ((url: string) => new EventSource(url));
  let topics: NoticeTopics | null = null;
  let source: EventSourceLike | null = null;
  let lastEventId: string | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let live = false;

  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    options.onConnected(next);
    if (!next) options.onGap();
  };

  const closeSource = () => {
    if (!source) return;
    source.onmessage = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const scheduleRetry = (mine: number) => {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      if (mine === generation) void connect();
    }, delay);
  };

  const connect = async () => {
    const mine = ++generation;
    const following = topics;
    if (!following) return;
    let ticket: string;
    try {
      ticket = await options.requestTicket();
    } catch {
      if (mine === generation) scheduleRetry(mine);
      return;
    }
    if (mine !== generation) return;
    const es = open(streamUrl(ticket, following, lastEventId));
    source = es;
    es.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = streamNoticeSchema.safeParse(data);
      if (!parsed.success) return;
      lastEventId = parsed.data.version;
      if (parsed.data.type === 'ready') {
        attempt = 0;
        setLive(true);
      }
      options.onNotice(parsed.data);
    };
    es.onerror = () => {
      setLive(false);
      if (es.readyState !== EVENT_SOURCE_CLOSED) return;
      closeSource();
      scheduleRetry(mine);
    };
  };

  const reset = () => {
    generation += 1;
    clearTimeout(retryTimer);
    closeSource();
  };

  return {
    follow(next) {
      if (topics && sameTopics(topics, next)) return;
      reset();
      topics = next;
      lastEventId = undefined;
      attempt = 0;
      void connect();
    },
    stop() {
      reset();
      topics = null;
      if (live) {
        live = false;
        options.onConnected(false);
      }
    },
  };
}
