import type { BetType, TeamSide } from '@kickchips/core';

/** An odd in the odds editor; unsaved ones carry a temp_ id (spec 3), fields may be blank while typed. */
export type OddRow = {
  _id: string;
  eventType: string;
  betType: BetType;
  threshold: number | null;
  odds: number | null;
  /** A line on one team's count (the pricing model's); absent for a line on the whole match. */
  team?: TeamSide;
};

/** The editable numbers of an odd: the fields a refusal can point at. */
export type OddField = 'threshold' | 'odds';

/**
 * Why an edit of an odd was not saved, shown at its row until it is corrected or cancelled: the field
 * at fault (null when the reason names neither) and the values refused, so they are not sent again.
 */
export type OddRefusal = { field: OddField | null; message: string; refusedKey: string };

let counter = 0;
export const tempId = () => `temp_${Date.now()}_${++counter}`;
export const isTemp = (id: string) => id.startsWith('temp_');

/** How the admin names an odd: 'Over 1.5 Corner'. */
export const oddRowName = (row: Pick<OddRow, 'betType' | 'eventType'>, threshold: number | null) =>
  `${row.betType === 'over' ? 'Over' : 'Under'} ${threshold ?? ''} ${row.eventType}`;
