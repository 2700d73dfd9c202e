import { describe, expect, it } from 'vitest';
import { metricaEvents } from './metrica-event-types';
import { parseTimeline } from './parse-timeline';

describe('parseTimeline csv', () => {
  it('reads half,second,eventType rows, with end rows marking where a half ends', () => {
    const timeline = parseTimeline(
      'csv',
      'half,second,eventType\n1,12.5,Goal\r\n\n1,30,Corner\n1,2700,end\n2,"5",Card\n',
    );
    expect(timeline.events).toEqual([
      { halfNumber: 1, second: 12.5, eventType: 'Goal', line: 2 },
      { halfNumber: 1, second: 30, eventType: 'Corner', line: 4 },
      { halfNumber: 2, second: 5, eventType: 'Card', line: 6 },
    ]);
    expect(timeline.halfLengths).toEqual(
      new Map([
        [1, 2700],
        [2, 5],
      ]),
    );
  });

  it('reads an optional team column (home or away in any case, empty or left off for none)', () => {
    const timeline = parseTimeline(
      'csv',
      'half,second,eventType,team\n1,12.5,Goal,home\n1,30,Corner,AWAY\n1,40,Throw,\n1,50,Card\n1,60,end\n',
    );
    expect(timeline.events).toEqual([
      { halfNumber: 1, second: 12.5, eventType: 'Goal', team: 'home', line: 2 },
      { halfNumber: 1, second: 30, eventType: 'Corner', team: 'away', line: 3 },
      { halfNumber: 1, second: 40, eventType: 'Throw', line: 4 },
      { halfNumber: 1, second: 50, eventType: 'Card', line: 5 },
    ]);
    expect(timeline.events[2]).not.toHaveProperty('team');
  });

  it.each([
    [
      'half,minute,type\n1,1,Goal',
      'timeline line 1: the header must be half,second,eventType or half,second,eventType,team',
    ],
    [
      'half,second,eventType,team\n1,1,Goal,visitors',
      'timeline line 2: team must be home or away (or empty)',
    ],
    ['half,second,eventType,team\n1,1,Goal,home,x', 'timeline line 2: expected 3 or 4 fields'],
    ['half,second,eventType\n1,1,Goal,home', 'timeline line 2: expected 3 fields: half,second,eventType'],
    ['half,second,eventType\n0,1,Goal', 'timeline line 2: half must be a whole number from 1 to 9'],
    ['half,second,eventType\n1,-3,Goal', 'timeline line 2: second must be a number from 0 to 14400'],
    ['half,second,eventType\n1,abc,Goal', 'timeline line 2: second must be a number from 0 to 14400'],
    ['half,second,eventType\n1,3', 'timeline line 2: expected 3 fields: half,second,eventType'],
    ['half,second,eventType\n1,3,', 'timeline line 2: eventType must be 1 to 40 characters'],
    [
      'half,second,eventType\n1,300,Goal\n1,200,end',
      'timeline line 3: half 1 has an event at second 300, after its end',
    ],
    ['half,second,eventType\n1,200,end', 'timeline: no events'],
  ])('refuses %j', (text, message) => {
    expect(() => parseTimeline('csv', text)).toThrow(message);
  });
});

describe('parseTimeline metrica', () => {
  const header = 'Team,Type,Subtype,Period,Start Frame,Start Time [s],End Frame,End Time [s],From,To';
  const file = [
    header,
    'Away,SET PIECE,KICK OFF,1,1,0.04,0,0,Player19,',
    'Home,SHOT,HEAD-ON TARGET-GOAL,1,2289,91.56,2309,92.36,Player9,',
    'Away,SET PIECE,FREE KICK-RETAKEN,1,2400,96,2400,96,Player1,',
    'Away,SET PIECE,FREE KICK,1,2500,100.04,2500,100.04,Player1,',
    'Home,BALL LOST,END HALF,1,70578,2823.12,70578,2823.12,Player7,',
    'Home,SET PIECE,KICK OFF,2,72135,2885.4,72135,2885.4,Player9,',
    'Home,PASS,GOAL KICK,2,72200,2945.4,72210,2946,Player1,Player2',
    'Away,CARD,YELLOW,2,80000,3200.4,80000,3200.4,Player26,',
  ].join('\n');

  it('starts each period at its first row and leaves out voided (RETAKEN) attempts', () => {
    const timeline = parseTimeline('metrica', file);
    expect(
      timeline.events.map(({ halfNumber, second, eventType }) => [halfNumber, second, eventType]),
    ).toEqual([
      [1, 91.52, 'Shot'],
      [1, 91.52, 'Goal'],
      [1, 100, 'Free-Kick'],
      [2, 60, 'Goal-Kick'],
      [2, 315, 'Card'],
    ]);
    expect(timeline.halfLengths.get(1)).toBeCloseTo(2823.08);
    expect(timeline.halfLengths.get(2)).toBeCloseTo(315);
  });

  it("keeps each event's team from the Team column, a goal off a defender counting for the other team", () => {
    const timeline = parseTimeline(
      'metrica',
      [
        header,
        'Away,SET PIECE,KICK OFF,1,1,0.04,0,0,Player19,',
        'Home,SHOT,HEAD-ON TARGET-GOAL,1,2289,91.56,2309,92.36,Player9,',
        'Away,SET PIECE,CORNER KICK,1,2400,96,2400,96,Player19,',
        'Home,BALL OUT,WOODWORK-GOAL,1,2500,100.04,2500,100.04,Player5,',
        'Away,CARD,YELLOW,1,2600,104,2600,104,Player26,',
        ',SHOT,OFF TARGET-OUT,1,2700,108,2700,108,Player26,',
      ].join('\n'),
    );
    expect(timeline.events.map(({ eventType, team }) => [eventType, team])).toEqual([
      ['Shot', 'home'],
      ['Goal', 'home'],
      ['Corner', 'away'],
      ['Goal', 'away'],
      ['Card', 'away'],
      ['Shot', undefined],
    ]);
    expect(() => parseTimeline('metrica', `${header}\nVisitors,SHOT,ON TARGET-GOAL,1,1,1,1,1,P,`)).toThrow(
      'timeline line 2: Team must be Home or Away',
    );
  });

  it('names a file that is not in Metrica format', () => {
    expect(() => parseTimeline('metrica', 'half,second,eventType\n1,1,Goal')).toThrow(
      'timeline line 1: not a Metrica event file: no "type" column',
    );
    expect(() => parseTimeline('metrica', `${header}\nHome,PASS,,x,1,1,1,1,P,`)).toThrow(
      'timeline line 2: Period must be a whole number from 1 to 9',
    );
  });
});

describe('metricaEvents', () => {
  it.each([
    [
      'SHOT',
      'ON TARGET-GOAL',
      'home',
      [
        { eventType: 'Shot', team: 'home' },
        { eventType: 'Goal', team: 'home' },
      ],
    ],
    ['BALL OUT', 'WOODWORK-GOAL', 'home', [{ eventType: 'Goal', team: 'away' }]],
    [
      'SHOT',
      'OWN GOAL',
      'away',
      [
        { eventType: 'Shot', team: 'away' },
        { eventType: 'Goal', team: 'home' },
      ],
    ],
    ['SET PIECE', 'CORNER KICK', 'away', [{ eventType: 'Corner', team: 'away' }]],
    ['BALL LOST', 'OFFSIDE', 'home', [{ eventType: 'Offside', team: 'home' }]],
  ] as const)('%s %s by %s -> %j', (type, subtype, team, expected) => {
    expect(metricaEvents(type, subtype, team)).toEqual(expected);
  });

  it.each([
    ['SET PIECE', 'THROW IN', ['Throw']],
    ['SET PIECE', 'CORNER KICK', ['Corner']],
    ['SET PIECE', 'FREE KICK', ['Free-Kick']],
    ['SET PIECE', 'PENALTY', ['Penalty']],
    ['SET PIECE', 'KICK OFF', []],
    ['PASS', 'GOAL KICK', ['Goal-Kick']],
    ['BALL LOST', 'GOAL KICK-INTERCEPTION', ['Goal-Kick']],
    ['SHOT', 'OFF TARGET-OUT', ['Shot']],
    ['SHOT', 'HEAD-ON TARGET-GOAL', ['Shot', 'Goal']],
    ['BALL OUT', 'WOODWORK-GOAL', ['Goal']],
    ['CARD', 'YELLOW', ['Card']],
    ['BALL LOST', 'OFFSIDE', ['Offside']],
    ['PASS', '', []],
    ['CHALLENGE', 'TACKLE-FAULT-WON', []],
  ])('%s %s -> %j', (type, subtype, expected) => {
    expect(metricaEvents(type, subtype).map((event) => event.eventType)).toEqual(expected);
    expect(metricaEvents(type, subtype).every((event) => !('team' in event))).toBe(true);
  });
});
