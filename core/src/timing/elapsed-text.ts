/** Time since a start in hours and minutes ('1h 5m'), or 'Not started' (spec 4 "Countdown text"). */
export function elapsedText(startTime: number | null, now: number): string {
  if (startTime === null || now < startTime) return 'Not started';
  const minutes = Math.floor((now - startTime) / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
