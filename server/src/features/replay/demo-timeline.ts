/**
 * The demo match's timeline, in the project's own CSV format (made up here, not a real match): two
 * 45-minute halves with the proportions of a typical match, roughly halved: throw-ins, free kicks and
 * shots most often, a few corners, goal kicks, offsides and cards, three goals and a saved penalty.
 */
export const DEMO_TIMELINE = `half,second,eventType
1,50,Throw
1,117,Throw
1,183,Throw
1,298,Throw
1,439,Shot
1,461,Card
1,494,Throw
1,554,Goal-Kick
1,1045,Throw
1,1130,Shot
1,1130,Goal
1,1236,Throw
1,1536,Shot
1,1604,Free-Kick
1,1627,Throw
1,1739,Throw
1,1808,Free-Kick
1,1995,Corner
1,2030,Goal-Kick
1,2188,Corner
1,2291,Goal-Kick
1,2446,Free-Kick
1,2530,Free-Kick
1,2604,Offside
1,2616,Offside
1,2649,Free-Kick
1,2654,Free-Kick
1,2665,Shot
1,2669,Card
1,2700,end
2,67,Free-Kick
2,251,Free-Kick
2,281,Shot
2,366,Free-Kick
2,380,Shot
2,380,Goal
2,545,Shot
2,601,Goal-Kick
2,612,Throw
2,962,Card
2,1007,Throw
2,1063,Free-Kick
2,1144,Corner
2,1295,Corner
2,1312,Shot
2,1339,Free-Kick
2,1376,Shot
2,1392,Throw
2,1392,Goal-Kick
2,1585,Penalty
2,1586,Shot
2,1684,Throw
2,1812,Throw
2,1879,Goal-Kick
2,1919,Offside
2,1931,Goal-Kick
2,2006,Throw
2,2051,Corner
2,2052,Goal-Kick
2,2108,Throw
2,2177,Free-Kick
2,2315,Throw
2,2410,Shot
2,2410,Goal
2,2473,Shot
2,2491,Shot
2,2512,Throw
2,2700,end
`;

/** Match minutes per real minute: two 45-minute halves take 4.5 minutes each. */
export const DEMO_CLOCK_SPEED = 10;

/** How long after it is scheduled the demo match kicks off (then at the next full minute). */
export const DEMO_LEAD_MS = 60_000;

export const DEMO_TEAMS = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' } as const;
