import { format } from 'date-fns';

type Labelled = { _id: string; homeTeam: string; awayTeam: string; scheduledAt: string | null };

/** The short id of spec 2 (the last 4 characters), which tells apart matches of the same teams. */
export const shortId = (id: string) => `#${id.slice(-4)}`;

/** A match's kick-off as the lists show it (spec 2: dd MMM yyyy, HH:mm), or that it has none yet. */
export function kickOffText(scheduledAt: string | null): string {
  const date = scheduledAt ? new Date(scheduledAt) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'dd MMM yyyy, HH:mm') : 'No kick-off set';
}

/** A match named so that two of the same teams differ: 'Rovers vs City · 28 Nov 2026, 20:00 · #1a2b'. */
export function matchLabel(match: Labelled): string {
  return `${match.homeTeam} vs ${match.awayTeam} · ${kickOffText(match.scheduledAt)} · ${shortId(match._id)}`;
}
