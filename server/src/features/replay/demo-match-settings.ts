/** Match minutes per real minute: two 45-minute halves take 4.5 minutes each. */
export const DEMO_CLOCK_SPEED = 10;

/** How long after it is scheduled the demo match kicks off (then at the next full minute). */
export const DEMO_LEAD_MS = 60_000;

export const DEMO_TEAMS = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' } as const;
