import { BETTING_CLOSE_PROGRESS } from '../betting/betting-close';
import { counted } from '../screen/counted';
import type { GameSettings } from './game-settings-schema';

/** A round as the rules text needs it: its half, number and match minutes from the half's start. */
export interface RulesRound {
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  /** null while the admin has set no end: then it lasts roundDuration (game-rules 2). */
  endMinute: number | null;
}

type RulesSettings = Pick<
  GameSettings,
  'bettingTimeLimit' | 'allowLateBetting' | 'enableBetChipCards' | 'roundDuration'
>;

const CARDS_RULE = 'Cards are randomly selected at match start and usable once per match.';

/** How prices are made (game-rules 20), in one short paragraph. */
export const AUTOMATIC_PRICING_RULE =
  'Prices come from how often each event happens in real matches, moved by what this match has ' +
  'shown so far: they are worked out again before betting opens on each round, and a bet keeps ' +
  'the price it was placed at. A line too sure or too unlikely to be worth a bet is not offered.';

/** What a line on one team is, and when it is refunded (game-rules 20, "Lines on a team"). */
export const TEAM_LINES_RULE =
  'A line on one team ("Corners by Harbour City over 0.5") counts only that team\'s events of the ' +
  "type. If an event of that type in the round was recorded without a team, the round's lines on " +
  'a team of that type are void and their stakes refunded.';

/** The same for a match whose admin sets every price. */
export const ADMIN_PRICING_RULE =
  "Prices are set by the match's admin; a bet keeps the price it was placed at.";

/** "10 rounds, 5 per half." (the spec's words) or, when halves differ, each half's count. */
function countSentence(byHalf: readonly RulesRound[][]): string {
  const total = byHalf.reduce((sum, half) => sum + half.length, 0);
  const counts = byHalf.map((half) => half.length);
  if (byHalf.length === 1) return `${counted(total, 'round')} in 1 half.`;
  if (counts.every((count) => count === counts[0]))
    return `${counted(total, 'round')}, ${counts[0]} per half.`;
  const parts = byHalf.map((half) => `${half.length} in half ${half[0]!.halfNumber}`);
  return `${counted(total, 'round')}: ${parts.join(', ')}.`;
}

/** "Half 1: rounds 1 to 5, minutes 0 to 45, 9 minutes each." */
function halfSentence(half: readonly RulesRound[], roundDuration: number): string {
  const first = half[0]!;
  const last = half[half.length - 1]!;
  const lengths = half.map(
    (round) => (round.endMinute ?? round.startMinute + roundDuration) - round.startMinute,
  );
  const end = last.endMinute ?? last.startMinute + roundDuration;
  const numbers =
    half.length === 1 ? `round ${first.roundNumber}` : `rounds ${first.roundNumber} to ${last.roundNumber}`;
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  const each =
    shortest === longest
      ? `${counted(shortest, 'minute')}${half.length === 1 ? '' : ' each'}`
      : `${shortest} to ${longest} minutes each`;
  return `Half ${first.halfNumber}: ${numbers}, minutes ${first.startMinute} to ${end}, ${each}.`;
}

/** When betting on a round closes (game-rules 3), as bettingCloseMinutes decides it. */
function bettingSentence(settings: RulesSettings): string {
  if (settings.allowLateBetting) return 'Bets on a round are taken until it starts.';
  return (
    `Betting on a round closes at ${BETTING_CLOSE_PROGRESS * 100}% of the round before it or ` +
    `${counted(settings.bettingTimeLimit, 'minute')} into it, whichever comes first; ` +
    'on the first round of a half, when it starts.'
  );
}

/**
 * The game settings dialog's "Official rules" from the match's real rounds and the settings being
 * chosen. For a match of two halves of five rounds it opens with the spec's "10 rounds, 5 per
 * half." and ends with its card sentence when cards are on. How prices are made comes before the
 * cards: by the game (`autoPricing`) or by the match's admin; a match the game prices with lines
 * per team (`teamLines`) then says what a line on one team is and when it is refunded.
 */
export function officialRulesText(
  rounds: readonly RulesRound[],
  settings: RulesSettings,
  autoPricing = true,
  teamLines = true,
): string {
  const sorted = [...rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const halves = [...new Set(sorted.map((round) => round.halfNumber))].sort((a, b) => a - b);
  const byHalf = halves.map((number) => sorted.filter((round) => round.halfNumber === number));
  const parts =
    sorted.length === 0
      ? ['This match has no rounds yet.']
      : [
          countSentence(byHalf),
          ...byHalf.map((half) => halfSentence(half, settings.roundDuration)),
          bettingSentence(settings),
          ...(autoPricing
            ? [AUTOMATIC_PRICING_RULE, ...(teamLines ? [TEAM_LINES_RULE] : [])]
            : [ADMIN_PRICING_RULE]),
        ];
  parts.push(settings.enableBetChipCards ? CARDS_RULE : 'Cards are off.');
  return parts.join(' ');
}
