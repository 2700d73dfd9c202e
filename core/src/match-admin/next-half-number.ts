/** The Add Half default (spec 4 "Counters"): one more than the highest half, or 1. */
export function nextHalfNumber(halves: readonly { halfNumber: number }[]): number {
  return Math.max(0, ...halves.map((half) => half.halfNumber)) + 1;
}
