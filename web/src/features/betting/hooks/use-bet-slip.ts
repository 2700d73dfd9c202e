import { BET_AMOUNT, betAmountFromInput, betAmountLimits, type GameSettings } from '@kickchips/core';
import { useState } from 'react';

const DIGITS = /^\d*$/;

/**
 * What the player is putting together: the odd, the amount box (spec 5 and game-rules 12: whole
 * chips within core's betAmountLimits, empty counts as 0, 10 to start) and an optional card.
 */
export function useBetSlip(range: Pick<GameSettings, 'minBetAmount' | 'maxBetAmount'>, chips: number) {
  const limits = betAmountLimits(range, chips);
  const [oddId, setOddId] = useState<string | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState(String(BET_AMOUNT.initial));
  const [refusedInput, setRefusedInput] = useState(false);
  const asAmountText = (text: string) => (text === '' ? '' : String(betAmountFromInput(text, limits)));
  // Chips that drop under the amount (a bet placed, a loss) lower the cap: the box follows it, so it
  // never shows 50 while the hint and the payouts count 45 (issue 29 item 8). Without chips enough
  // for the smallest bet (a spectator, an eliminated player) nothing can be placed: the box stays.
  const capped = limits.max >= limits.min ? asAmountText(amountText) : amountText;
  if (capped !== amountText) setAmountText(capped);

  return {
    oddId,
    cardId,
    amountText: capped,
    amount: betAmountFromInput(capped, limits),
    limits,
    /** The lobby's min and max bet, whatever the chips. */
    range,
    /** The last change to the box was refused because it was not a whole number. */
    refusedInput,
    toggleOdd: (id: string) => setOddId((current) => (current === id ? null : id)),
    toggleCard: (id: string) => setCardId((current) => (current === id ? null : id)),
    typeAmount: (text: string) => {
      const accepted = DIGITS.test(text);
      setRefusedInput(!accepted);
      if (accepted) setAmountText(asAmountText(text));
    },
    pickAmount: (amount: number) => {
      setRefusedInput(false);
      setAmountText(asAmountText(String(amount)));
    },
    clear: () => {
      setOddId(null);
      setCardId(null);
      setAmountText('');
      setRefusedInput(false);
    },
    /** Spec 4 "Bet placed": the selection clears. */
    placed: () => {
      setOddId(null);
      setCardId(null);
    },
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
