import type { BetType } from '@kickchips/core';

/** An odd in the odds editor; unsaved ones carry a temp_ id (spec 3), fields may be blank while typed. */
export type OddRow = {
  _id: string;
  eventType: string;
  betType: BetType;
  threshold: number | null;
  odds: number | null;
};

let counter = 0;
export const tempId = () => `temp_${Date.now()}_${++counter}`;
export const isTemp = (id: string) => id.startsWith('temp_');
