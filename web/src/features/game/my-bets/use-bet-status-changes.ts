import type { Bet, BetCardStatus, MatchTeams } from '@kickchips/core';
import { useEffect, useRef, useState } from 'react';
import { fireConfetti } from '../../../lib/fire-confetti';
import { betLabel } from './bet-label';
import { betStatusChanges } from './bet-status-changes';

export type BetCardView = { bet: Bet; status: BetCardStatus };

/**
 * Whether a change is a win to celebrate (issue 29 item 3): a settled WON, or an OVER bet turning
 * WINNING, since counts only grow and its win is then certain (a team line turns WINNING only on
 * its own team's events, and never while an event without a team will void it). An UNDER bet reads
 * WINNING from its round's first second (nothing counted yet) and can still be lost, so it waits for
 * WON: celebrating it had confetti falling as the moment said "LOST".
 */
const isWin = (bet: Bet, to: BetCardStatus) =>
  to === 'WON' || (to === 'WINNING' && bet.odds.betType === 'over');

/**
 * Watches the cards' statuses once they are `ready` (the first ready snapshot is the baseline, so
 * opening the screen on a winning bet is no change). Each change is returned as one polite
 * sentence for a live region; a bet that is won fires confetti, once per bet (see `isWin`).
 */
export function useBetStatusChanges(
  cards: readonly BetCardView[],
  ready: boolean,
  teams: MatchTeams,
): string {
  const previous = useRef<Map<string, BetCardStatus> | null>(null);
  const celebrated = useRef(new Set<string>());
  const stopConfetti = useRef<(() => void) | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!ready) return;
    const next = new Map(cards.map((card) => [card.bet._id, card.status]));
    const before = previous.current;
    previous.current = next;
    if (!before) return;
    const changes = betStatusChanges(before, next);
    if (changes.length === 0) return;
    const bets = new Map(cards.map((card) => [card.bet._id, card.bet]));
    setAnnouncement(changes.map(({ id, to }) => `${betLabel(bets.get(id)!, teams)}: ${to}`).join('. '));
    const wins = changes.filter(({ id, to }) => isWin(bets.get(id)!, to) && !celebrated.current.has(id));
    if (wins.length === 0) return;
    for (const { id } of wins) celebrated.current.add(id);
    stopConfetti.current?.();
    stopConfetti.current = fireConfetti();
  }, [cards, ready, teams]);

  useEffect(() => () => stopConfetti.current?.(), []);
  return announcement;
}
