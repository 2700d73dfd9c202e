/** The nine event types every match can be bet on (spec 9), in their display order. */
export const BUILT_IN_EVENT_TYPES = [
  'Goal',
  'Throw',
  'Corner',
  'Shot',
  'Card',
  'Free-Kick',
  'Goal-Kick',
  'Penalty',
  'Offside',
] as const;

export type BuiltInEventType = (typeof BUILT_IN_EVENT_TYPES)[number];

/** Further event types an admin can add to a match from the "Additional" list. */
export const CONFIGURABLE_EVENT_TYPES = [
  'Foul',
  'Save',
  'Substitution',
  'Yellow Card',
  'Red Card',
  'Header',
] as const;
