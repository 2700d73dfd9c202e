import type { LobbyDetails } from '@kickchips/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocalStore } from '../../../lib/local-store';
import { type BettingReminder, bettingReminderDue } from './betting-reminder-due';
import { reminderOptInStore } from './reminder-opt-in';
import { askForSystemNotices, showSystemNotice, systemNoticePermission } from './system-notice';

type BettingRemindersProps = { details: LobbyDetails; now: number };

/**
 * The opt-in switch for in-tab reminders (issue 17) and the page's own notice: "Betting on Round 4
 * closes in 30 s" once per round for a player without a bet, as a browser notification where the
 * player allowed them, else in a polite live region until betting closes, a bet is placed or it is
 * dismissed.
 */
export function BettingReminders({ details, now }: BettingRemindersProps) {
  const on = useLocalStore(reminderOptInStore) === true;
  const [permission, setPermission] = useState(systemNoticePermission);
  const [reminded, setReminded] = useState<string[]>([]);
  const [notice, setNotice] = useState<BettingReminder | null>(null);
  // an effect may run twice for one reminder (React's strict mode): each round is told once
  const delivered = useRef(new Set<string>());
  const switchId = useId();
  const due = on ? bettingReminderDue(details, reminded, now) : null;

  useEffect(() => {
    if (!due || delivered.current.has(due.roundId)) return;
    delivered.current.add(due.roundId);
    setReminded((ids) => [...ids, due.roundId]);
    if (!showSystemNotice(due.text, `kickchips-betting-${due.roundId}`)) setNotice(due);
  }, [due]);

  const toggle = async (next: boolean) => {
    if (!next) {
      reminderOptInStore.clear();
      setNotice(null);
      return;
    }
    reminderOptInStore.write(true);
    await askForSystemNotices();
    setPermission(systemNoticePermission());
  };

  const showing =
    notice !== null &&
    now < notice.closesAt &&
    details.nextBettableRoundId === notice.roundId &&
    !details.betPlacedBy.includes(details.currentUser._id);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <label htmlFor={switchId} className="flex min-h-11 items-center gap-2">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="size-4"
            checked={on}
            aria-checked={on}
            onChange={(event) => void toggle(event.target.checked)}
          />
          Remind me before betting closes
        </label>
        {on ? (
          <span className="text-[var(--text-muted)]">
            {permission === 'granted'
              ? 'Reminders come as browser notifications.'
              : 'Reminders show on this page.'}
          </span>
        ) : null}
      </div>
      <div
        className={
          showing
            ? 'flex items-center justify-between gap-3 rounded border border-[var(--gold-text)] bg-[var(--surface-raised)] px-3 py-1 font-semibold'
            : undefined
        }
      >
        {/* the live region is always there, so that its text is announced when it appears */}
        <p role="status" aria-live="polite">
          {showing ? notice.text : null}
        </p>
        {showing ? (
          <button type="button" className="btn-ghost min-h-11 px-3" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        ) : null}
      </div>
    </div>
  );
}
