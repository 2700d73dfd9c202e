import { describe, expect, it } from 'vitest';
import { createNoticeLog } from './notice-log';

const changed = (n: number) => ({ type: 'lobby.changed' as const, lobbyId: `lobby-${n}` });

describe('notice log', () => {
  it('versions notices with its instance and a counter, and starts at 0', () => {
    const log = createNoticeLog(8, 'abc');
    expect(log.head()).toBe('abc-0');
    expect(log.append(changed(1)).version).toBe('abc-1');
    expect(log.append(changed(2)).version).toBe('abc-2');
    expect(log.head()).toBe('abc-2');
  });

  it('replays what came after a version it still holds, nothing for the head', () => {
    const log = createNoticeLog(8, 'abc');
    for (let n = 1; n <= 5; n++) log.append(changed(n));
    const resume = log.since('abc-2');
    expect(resume.kind === 'replay' && resume.notices.map((n) => n.version)).toEqual([
      'abc-3',
      'abc-4',
      'abc-5',
    ]);
    expect(log.since('abc-5')).toEqual({ kind: 'replay', notices: [] });
    expect(log.since('abc-0').kind).toBe('replay');
  });

  it('keeps only the last `capacity` notices: an older version resyncs', () => {
    const log = createNoticeLog(4, 'abc');
    for (let n = 1; n <= 10; n++) log.append(changed(n));
    // 7..10 are kept: from 6 on can be replayed in full
    const resume = log.since('abc-6');
    expect(resume.kind === 'replay' && resume.notices.map((n) => n.message)).toEqual([
      changed(7),
      changed(8),
      changed(9),
      changed(10),
    ]);
    expect(log.since('abc-5')).toEqual({ kind: 'resync' });
  });

  it('resyncs a version of another instance, one ahead of its head, or no version at all', () => {
    const log = createNoticeLog(8, 'abc');
    log.append(changed(1));
    expect(log.since('abd-1')).toEqual({ kind: 'resync' });
    expect(log.since('abc-2')).toEqual({ kind: 'resync' });
    expect(log.since('')).toEqual({ kind: 'resync' });
    expect(log.since('abc-one')).toEqual({ kind: 'resync' });
  });
});
