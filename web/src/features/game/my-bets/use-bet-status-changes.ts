import type { Bet, BetCardStatus } from '@kickchips/core';
import { useEffect, useRef, useState } from 'react';
import { fireConfetti } from '../../../lib/fire-confetti';
import { betLabel } from './bet-label';
import { betStatusChanges } from './bet-status-changes';

export type BetCardView = { bet: Bet; status: BetCardStatus };

/**
 * Watches the cards' statuses once they are `ready` (the first ready snapshot is the baseline, so
 * opening the screen on a winning bet is no change). Each change is returned as one polite
 * sentence for a live region; a bet that turns WINNING fires confetti, once per bet.
 */
export function useBetStatusChanges(cards: readonly BetCardView[], ready: boolean): string {
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
    setAnnouncement(changes.map(({ id, to }) => `${betLabel(bets.get(id)!)}: ${to}`).join('. '));
    const winning = changes.filter(({ id, to }) => to === 'WINNING' && !celebrated.current.has(id));
    if (winning.length === 0) return;
    for (const { id } of winning) celebrated.current.add(id);
    stopConfetti.current?.();
    stopConfetti.current = fireConfetti();
  }, [cards, ready]);

  useEffect(() => () => stopConfetti.current?.(), []);
  return announcement;
}
