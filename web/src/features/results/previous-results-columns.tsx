import type { PreviousResult } from '@kickchips/core';
import type { DataTableColumn } from '../../components/ui/data-table/data-table-types';
import { formatMatchStart } from './format-match-start';

const outcomeOf = (result: PreviousResult) => (result.userWon ? 'WIN' : 'LOSS');

/** The columns of spec 2 "Previous results": Match, Match Start, Position and Outcome. */
export const previousResultsColumns: DataTableColumn<PreviousResult>[] = [
  { id: 'match', header: 'Match', value: (r) => `${r.homeTeam} vs ${r.awayTeam}` },
  {
    id: 'startTime',
    header: 'Match Start',
    // The Date sorts chronologically; the formatted text is what is shown and searched.
    value: (r) => (r.startTime ? new Date(r.startTime) : null),
    format: (value) => formatMatchStart(value instanceof Date ? value : null),
  },
  { id: 'position', header: 'Position', value: (r) => `${r.position} of ${r.totalPlayers}` },
  {
    id: 'outcome',
    header: 'Outcome',
    value: outcomeOf,
    filterable: true,
    cell: (r) => (
      <span className={`badge ${r.userWon ? 'badge-brand' : 'badge-danger'}`}>{outcomeOf(r)}</span>
    ),
  },
];
