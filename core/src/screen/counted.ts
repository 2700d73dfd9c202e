/** A count with its noun, singular for exactly one: "1 win", "0 wins", "3 bets" (issue 29 item 8). */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
