import type { LobbyDelta, PushMessage } from '@kickchips/core';

/**
 * The window in which the streams get at most one notice per lobby (or match) and type: 100 bets
 * in a second reach a screen as a handful of notices.
 */
export const COALESCE_WINDOW_MS = 200;

export type NoticeCoalescer = {
  /** Takes a notice: sent at once when its window is free, else merged into the one waiting for it. */
  push(message: PushMessage): void;
  /** Sends what is waiting now (the hub is closing, or notices were lost and a resync follows). */
  flush(): void;
  /** Notices that went out merged into another one rather than on their own. */
  coalesced(): number;
  close(): void;
};

/** What a notice merges with: its type and what it is about. */
function keyOf(message: PushMessage): string {
  switch (message.type) {
    case 'lobby.changed':
    case 'lobby.delta':
    case 'chat.message':
      return `${message.type}:${message.lobbyId}`;
    case 'match.changed':
    case 'match.event':
      return `${message.type}:${message.matchId}`;
    case 'round.settled':
      return `${message.type}:${message.matchId}:${message.roundId}`;
    case 'lobbies.changed':
      return message.type;
    case 'user.notified':
      return `${message.type}:${message.userId}`;
  }
}

/**
 * Two deltas of one lobby as one, in the order they happened: each bettor's latest numbers, and
 * who is in at the end (a member who joined then left is only gone; one who left then came back is
 * only in).
 */
export function mergeDeltas(first: LobbyDelta, next: LobbyDelta): LobbyDelta {
  const bets = new Map(first.bets.map((bet) => [bet.userId, bet]));
  const joined = new Map(first.joined.map((join) => [join.member.user._id, join]));
  const left = new Set(first.left);
  for (const join of next.joined) {
    left.delete(join.member.user._id);
    joined.set(join.member.user._id, join);
  }
  for (const bet of next.bets) bets.set(bet.userId, bet);
  for (const userId of next.left) {
    joined.delete(userId);
    bets.delete(userId);
    left.add(userId);
  }
  const roundId = first.roundId ?? next.roundId;
  return {
    type: 'lobby.delta',
    lobbyId: first.lobbyId,
    ...(roundId !== undefined && { roundId }),
    bets: [...bets.values()],
    joined: [...joined.values()],
    left: [...left],
  };
}

/** Whether two deltas may become one: their bets went on the same round (or one has none). */
const mergeable = (first: LobbyDelta, next: LobbyDelta) =>
  first.roundId === undefined || next.roundId === undefined || first.roundId === next.roundId;

type Window = { timer: ReturnType<typeof setTimeout>; waiting: PushMessage | null };

/**
 * Coalesces notices per key (type and lobby, match or user): the first of a quiet key goes out at
 * once and opens a window; what comes in the window waits, merged (deltas combined, the others
 * the same notice again), and goes out as one when the window ends, which opens the next one. A
 * delta of another round than the one waiting sends the waiting one first, and so does a
 * `lobby.changed` of the same lobby (its screens read the lobby again after the delta, not before).
 */
export function createNoticeCoalescer(
  send: (message: PushMessage) => void,
  windowMs = COALESCE_WINDOW_MS,
): NoticeCoalescer {
  const windows = new Map<string, Window>();
  let merged = 0;
  /** Sends a notice; a lobby read again gets the lobby's waiting delta first, so no older numbers land after the read. */
  const emit = (message: PushMessage) => {
    if (message.type === 'lobby.changed') {
      const deltas = windows.get(`lobby.delta:${message.lobbyId}`);
      if (deltas?.waiting) {
        send(deltas.waiting);
        deltas.waiting = null;
      }
    }
    send(message);
  };

  const open = (key: string) => {
    const window: Window = { timer: setTimeout(() => end(key), windowMs), waiting: null };
    window.timer.unref?.();
    windows.set(key, window);
  };
  const end = (key: string) => {
    const window = windows.get(key);
    windows.delete(key);
    if (!window?.waiting) return;
    emit(window.waiting);
    open(key);
  };

  return {
    push(message) {
      const key = keyOf(message);
      const window = windows.get(key);
      if (!window) {
        emit(message);
        open(key);
        return;
      }
      const waiting = window.waiting;
      if (!waiting) {
        window.waiting = message;
        return;
      }
      if (waiting.type === 'lobby.delta' && message.type === 'lobby.delta') {
        if (!mergeable(waiting, message)) {
          send(waiting);
          window.waiting = message;
          return;
        }
        window.waiting = mergeDeltas(waiting, message);
      }
      merged += 1;
    },
    flush() {
      for (const [key, window] of [...windows]) {
        clearTimeout(window.timer);
        windows.delete(key);
        if (window.waiting) emit(window.waiting);
      }
    },
    coalesced: () => merged,
    close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}
