import type { ChipHistoryOutput, ChipHistoryPlayer } from '@kickchips/core';

/** One point of the chart: its axis label, its name in the table, and each player's chips by user id. */
export type ChipChartRow = { axis: string; label: string; chips: Record<string, number> };

/** The chart's points: the start, then one per settled round. */
export function chipChartRows(history: ChipHistoryOutput): ChipChartRow[] {
  const start: ChipChartRow = {
    axis: 'Start',
    label: 'Start',
    chips: Object.fromEntries(history.players.map((p) => [p.user._id, p.start])),
  };
  return [
    start,
    ...history.rounds.map((round, index) => ({
      axis: `R${round.roundNumber}`,
      label: `Round ${round.roundNumber}`,
      chips: Object.fromEntries(history.players.map((p) => [p.user._id, p.balances[index] ?? p.start])),
    })),
  ];
}

/** What the chart shows, in words, for screen readers. */
export function chipChartSummary(history: ChipHistoryOutput): string {
  const players = history.players.length;
  const who = `${players} ${players === 1 ? 'player' : 'players'}`;
  const lastRound = history.rounds.at(-1);
  if (!lastRound) return `Chips of ${who} at the start; no round was settled.`;
  const finals = history.players.map((p) => ({ name: p.user.username, chips: p.balances.at(-1) ?? p.start }));
  const top = Math.max(...finals.map((f) => f.chips));
  const leaders = finals.filter((f) => f.chips === top).map((f) => f.name);
  return `Chips of ${who} from the start to round ${lastRound.roundNumber}. Most chips at the end: ${leaders.join(', ')} with ${top}.`;
}

/** The players with the most chips at the end first (as the legend and the table list them). */
export function byFinalChips(players: readonly ChipHistoryPlayer[]): ChipHistoryPlayer[] {
  const last = (p: ChipHistoryPlayer) => p.balances.at(-1) ?? p.start;
  return [...players].sort((a, b) => last(b) - last(a));
}
