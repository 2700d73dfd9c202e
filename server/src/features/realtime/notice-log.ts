import { randomBytes } from 'node:crypto';
import { formatNoticeVersion, type PushMessage, parseNoticeVersion } from '@kickchips/core';

export type LoggedNotice = { version: string; sequence: number; message: PushMessage };

/** Where a stream resumes: the notices after the version it names, or a resync when they are gone. */
export type Resume = { kind: 'replay'; notices: LoggedNotice[] } | { kind: 'resync' };

export type NoticeLog = {
  /** Gives the notice the next version of this process and keeps it. */
  append(message: PushMessage): LoggedNotice;
  /** The version of the latest notice (sequence 0 before the first). */
  head(): string;
  /**
   * The kept notices after `version`. A version of another process (or of this one before a
   * restart), one ahead of the head, one older than the oldest kept notice, or text that is no
   * version at all: resync.
   */
  since(version: string): Resume;
  /**
   * Notices may have been missed here: takes a version of its own (the one the resync that follows
   * carries), and no stream resumes from a version before it.
   */
  markGap(): string;
};

export const NOTICE_LOG_CAPACITY = 4096;

/** A random tag for this process's versions: 12 hex characters. */
export const newInstanceTag = () => randomBytes(6).toString('hex');

/** The last `capacity` notices this process has seen, in a ring. */
export function createNoticeLog(capacity = NOTICE_LOG_CAPACITY, instance = newInstanceTag()): NoticeLog {
  const ring: (LoggedNotice | undefined)[] = new Array(capacity);
  let sequence = 0;
  let gapAt = 0;
  return {
    append(message) {
      sequence += 1;
      const notice = { version: formatNoticeVersion({ instance, sequence }), sequence, message };
      ring[sequence % capacity] = notice;
      return notice;
    },
    head: () => formatNoticeVersion({ instance, sequence }),
    markGap() {
      sequence += 1;
      gapAt = sequence;
      ring[sequence % capacity] = undefined;
      return formatNoticeVersion({ instance, sequence });
    },
    since(version) {
      const asked = parseNoticeVersion(version);
      const oldestKept = Math.max(1, sequence - capacity + 1);
      if (!asked || asked.instance !== instance || asked.sequence > sequence) return { kind: 'resync' };
      if (asked.sequence < oldestKept - 1 || asked.sequence < gapAt) return { kind: 'resync' };
      const notices: LoggedNotice[] = [];
      for (let s = asked.sequence + 1; s <= sequence; s++) {
        const notice = ring[s % capacity];
        if (notice) notices.push(notice);
      }
      return { kind: 'replay', notices };
    },
  };
}
