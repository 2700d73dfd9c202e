/**
 * A notice's version as the stream's `id:` line carries it: `<instance>-<sequence>`. The instance is
 * a random tag a server process picks when it starts; the sequence counts the notices that process
 * has seen. A version names a place in one process's history only: another process, or the same
 * one after a restart, cannot resume from it and answers with a resync.
 */
export type NoticeVersion = { instance: string; sequence: number };

export const NOTICE_VERSION_PATTERN = /^([a-z0-9]{1,16})-(0|[1-9][0-9]{0,15})$/;

export function formatNoticeVersion(version: NoticeVersion): string {
  return `${version.instance}-${version.sequence}`;
}

/** The instance and sequence of a version, or null when the text is not one. */
export function parseNoticeVersion(text: string): NoticeVersion | null {
  const match = NOTICE_VERSION_PATTERN.exec(text);
  const sequence = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(sequence)) return null;
  return { instance: match[1]!, sequence };
}
