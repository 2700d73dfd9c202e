import { formatScoreline, type PreviousResult } from '@kickchips/core';
import type { DataTableColumn } from '../../components/ui/data-table/data-table-types';
import { formatMatchStart } from './format-match-start';

const outcomeOf = (result: PreviousResult) => (result.userWon ? 'WIN' : 'LOSS');
/** The match by its score: "Riverside Rovers 2–1 Harbour City" (issue 31). */
const matchOf = (result: PreviousResult) => formatScoreline(result.homeTeam, result.awayTeam, result.score);

/**
 * The columns of spec 2 "Previous results": Match (with its score), Match Start, Position and Outcome. On a phone
 * the start time moves under the match's name, so Position and Outcome stay in view at 390 px.
 */
export const previousResultsColumns: DataTableColumn<PreviousResult>[] = [
  {
    id: 'match',
    header: 'Match',
    value: matchOf,
    cell: (r) => (
      <>
        <span className="block tabular-nums">{matchOf(r)}</span>
        <span className="block text-xs text-[var(--text-muted)] sm:hidden">
          {formatMatchStart(r.startTime ? new Date(r.startTime) : null)}
        </span>
      </>
    ),
  },
  {
    id: 'startTime',
    header: 'Match Start',
    className: 'hidden sm:table-cell',
    // The Date sorts chronologically; the formatted text is what is shown and searched.
    value: (r) => (r.startTime ? new Date(r.startTime) : null),
    format: (value) => formatMatchStart(value instanceof Date ? value : null),
  },
  {
    id: 'position',
    header: 'Position',
    value: (r) => `${r.position} of ${r.totalPlayers}`,
    className: 'whitespace-nowrap',
  },
  {
    id: 'outcome',
    header: 'Outcome',
    value: outcomeOf,
    filterable: true,
    className: 'whitespace-nowrap',
    cell: (r) => (
      <span className={`badge ${r.userWon ? 'badge-brand' : 'badge-danger'}`}>{outcomeOf(r)}</span>
    ),
  },
];
