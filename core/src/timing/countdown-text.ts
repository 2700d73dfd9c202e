import { formatClock, wholeSecondsLeft } from './format-clock';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time until a start (spec 4 "Countdown text"): 'Started', '2d 4h', '3h 12m' or '4:05'. */
export function countdownText(startTime: number, now: number): string {
  if (now >= startTime) return 'Started';
  const seconds = wholeSecondsLeft(startTime - now);
  if (seconds >= DAY) return `${Math.floor(seconds / DAY)}d ${Math.floor((seconds % DAY) / HOUR)}h`;
  if (seconds >= HOUR) return `${Math.floor(seconds / HOUR)}h ${Math.floor((seconds % HOUR) / MINUTE)}m`;
  return formatClock(startTime - now);
}
