import type { LobbyDetails } from '@kickchips/core';
import { useEffect, useRef, useState } from 'react';
import { useLocalStore } from '../../../lib/use-local-store';
import { type BettingReminder, bettingReminderDue } from './betting-reminder-due';
import { reminderOptInStore } from './reminder-opt-in';
import { showSystemNotice } from './system-notice';

type BettingRemindersProps = { details: LobbyDetails; now: number };

/**
 * In-tab reminders (issue 17), once the player switched them on (`ReminderSwitch`): "Betting on
 * Round 4 closes in 30 s" once per round for a player without a bet, as a browser notification
 * where the player allowed them, else in a polite live region until betting closes, a bet is
 * placed, it is dismissed or reminders are switched off.
 */
export function BettingReminders({ details, now }: BettingRemindersProps) {
  const on = useLocalStore(reminderOptInStore) === true;
  const [reminded, setReminded] = useState<string[]>([]);
  const [notice, setNotice] = useState<BettingReminder | null>(null);
  // an effect may run twice for one reminder (React's strict mode): each round is told once
  const delivered = useRef(new Set<string>());
  const due = on ? bettingReminderDue(details, reminded, now) : null;

  useEffect(() => {
    if (!due || delivered.current.has(due.roundId)) return;
    delivered.current.add(due.roundId);
    setReminded((ids) => [...ids, due.roundId]);
    if (!showSystemNotice(due.text, `kickchips-betting-${due.roundId}`)) setNotice(due);
  }, [due]);

  const showing =
    on &&
    notice !== null &&
    now < notice.closesAt &&
    details.nextBettableRoundId === notice.roundId &&
    !details.betPlacedBy.includes(details.currentUser._id);
  return (
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
  );
}
