import { type NoticeTopics, noticeConcerns, type PushMessage } from '@kickchips/core';
import type { Notifier } from '../notices';
import { COALESCE_WINDOW_MS, createNoticeCoalescer } from './notice-coalescer';
import { createNoticeLog, type NoticeLog } from './notice-log';
import { type SseFrame, sseFrame } from './sse-frame';

/** One open stream as the hub sees it: whose it is, what it listens to, and how to reach it. */
export type PushStream = {
  userId: string;
  topics: NoticeTopics;
  /** Writes a frame (made once for every stream it goes to); a stream that cannot keep up closes itself (its client resumes). */
  send(frame: SseFrame): void;
  close(): void;
};

export type StreamHub = {
  /**
   * Starts a stream: what it missed since `resumeFrom` (or a resync), then `ready` with the
   * current version; from then on every notice that concerns it. All in one synchronous step,
   * so no notice falls between the replay and the subscription.
   */
  attach(stream: PushStream, resumeFrom: string | undefined): void;
  detach(stream: PushStream): void;
  /** Open streams in this process. */
  size(): number;
  /** Notices sent to the streams (each once, whatever the number of streams) and notices merged into another. */
  stats(): { sent: number; coalesced: number; resyncs: number };
  /** Ends every stream (the server is closing) and stops listening. */
  close(): void;
};

export type StreamHubOptions = {
  notifier: Notifier;
  log?: NoticeLog;
  /** The users who are members of a lobby now; streams of anyone else in it are closed. */
  activeMembers: (lobbyId: string) => Promise<ReadonlySet<string>>;
  onError: (err: unknown) => void;
  memberCheckDelayMs?: number;
  coalesceMs?: number;
};

/**
 * How long after a `lobby.changed` the hub re-reads the lobby's members: every bet and settlement
 * changes a lobby, few of them change who is in it, so a burst costs one query per lobby.
 */
export const MEMBER_CHECK_DELAY_MS = 1000;

/**
 * Every open stream of this process, indexed by lobby and match, fed by the notifier (so by every
 * process on PostgreSQL or Redis). Notices are coalesced first (at most one per lobby or match and
 * type in each window, deltas merged); each notice that goes out is versioned then, kept in the log
 * for resumes, framed once and written to the streams it concerns. A `lobby.changed`, or a
 * `lobby.delta` with members who left, may mean someone is out: the hub then checks who is still a
 * member (soon after, one query per lobby, not per stream) and closes the streams of the others.
 * When the notifier lost its subscription and has it back, notices may have been missed: every
 * stream gets a `resync`, and no stream may resume from before it.
 */
export function createStreamHub(options: StreamHubOptions): StreamHub {
  const log = options.log ?? createNoticeLog();
  const all = new Set<PushStream>();
  const byLobby = new Map<string, Set<PushStream>>();
  const byMatch = new Map<string, Set<PushStream>>();
  const byUser = new Map<string, Set<PushStream>>();
  const memberChecks = new Map<string, ReturnType<typeof setTimeout>>();

  const index = (map: Map<string, Set<PushStream>>, key: string | undefined, stream: PushStream) => {
    if (key === undefined) return;
    const set = map.get(key) ?? new Set();
    set.add(stream);
    map.set(key, set);
  };
  const unindex = (map: Map<string, Set<PushStream>>, key: string | undefined, stream: PushStream) => {
    if (key === undefined) return;
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) map.delete(key);
  };

  const targetsOf = (message: PushMessage): Iterable<PushStream> => {
    switch (message.type) {
      case 'lobby.changed':
      case 'lobby.delta':
      case 'chat.message':
        return byLobby.get(message.lobbyId) ?? [];
      case 'match.changed':
      case 'match.event':
      case 'round.settled':
        return byMatch.get(message.matchId) ?? [];
      case 'lobbies.changed':
        return all;
      case 'user.notified':
        return byUser.get(message.userId) ?? [];
    }
  };

  const checkMembers = async (lobbyId: string) => {
    try {
      const members = await options.activeMembers(lobbyId);
      for (const stream of [...(byLobby.get(lobbyId) ?? [])]) {
        if (!members.has(stream.userId)) stream.close();
      }
    } catch (err) {
      options.onError(err);
    }
  };
  const scheduleMemberCheck = (lobbyId: string) => {
    if (memberChecks.has(lobbyId)) return;
    const timer = setTimeout(() => {
      memberChecks.delete(lobbyId);
      void checkMembers(lobbyId);
    }, options.memberCheckDelayMs ?? MEMBER_CHECK_DELAY_MS);
    timer.unref();
    memberChecks.set(lobbyId, timer);
  };

  let sent = 0;
  let resyncs = 0;
  const deliver = (message: PushMessage) => {
    const logged = log.append(message);
    sent += 1;
    const frame = sseFrame({ ...message, version: logged.version });
    for (const stream of [...targetsOf(message)]) stream.send(frame);
    const someoneOut =
      message.type === 'lobby.changed' || (message.type === 'lobby.delta' && message.left.length > 0);
    if (someoneOut && byLobby.has(message.lobbyId)) scheduleMemberCheck(message.lobbyId);
  };
  const coalescer = createNoticeCoalescer(deliver, options.coalesceMs ?? COALESCE_WINDOW_MS);
  const unsubscribe = options.notifier.subscribe((message) => coalescer.push(message));
  const stopGaps = options.notifier.onResubscribed(() => {
    coalescer.flush();
    resyncs += 1;
    const frame = sseFrame({ type: 'resync', version: log.markGap() });
    for (const stream of [...all]) stream.send(frame);
  });

  return {
    attach(stream, resumeFrom) {
      if (resumeFrom !== undefined) {
        const resume = log.since(resumeFrom);
        if (resume.kind === 'resync') stream.send(sseFrame({ type: 'resync', version: log.head() }));
        else {
          for (const notice of resume.notices) {
            if (noticeConcerns(stream.topics, notice.message)) {
              stream.send(sseFrame({ ...notice.message, version: notice.version }));
            }
          }
        }
      }
      stream.send(sseFrame({ type: 'ready', version: log.head() }));
      all.add(stream);
      index(byLobby, stream.topics.lobbyId, stream);
      index(byMatch, stream.topics.matchId, stream);
      index(byUser, stream.topics.userId, stream);
    },
    detach(stream) {
      all.delete(stream);
      unindex(byLobby, stream.topics.lobbyId, stream);
      unindex(byMatch, stream.topics.matchId, stream);
      unindex(byUser, stream.topics.userId, stream);
    },
    size: () => all.size,
    stats: () => ({ sent, coalesced: coalescer.coalesced(), resyncs }),
    close() {
      unsubscribe();
      stopGaps();
      coalescer.close();
      for (const timer of memberChecks.values()) clearTimeout(timer);
      memberChecks.clear();
      for (const stream of [...all]) stream.close();
    },
  };
}
