import type { Match } from '@kickchips/core';
import { kickOffText, shortId } from '../../../lib/match-label';
import { paths } from '../../../lib/paths';
import { AdminList } from '../admin-list';
import { exportDate } from '../format-date';
import { LongText } from '../long-text';

/**
 * Every match with its score, kick-off and short id (matches of the same teams differ by them), with CSV
 * export; Add Match creates one at once.
 */
export function MatchesListRoute() {
  return (
    <AdminList<Match>
      title="Matches"
      resource="match"
      columns={[
        {
          id: 'homeTeam',
          header: 'Home Team',
          value: (match) => match.homeTeam,
          cell: (match) => <LongText text={match.homeTeam} />,
          sortable: true,
        },
        {
          id: 'awayTeam',
          header: 'Away Team',
          value: (match) => match.awayTeam,
          cell: (match) => <LongText text={match.awayTeam} />,
          sortable: true,
        },
        {
          id: 'score',
          header: 'Score',
          value: (match) => `${match.score.home}–${match.score.away}`,
        },
        { id: 'status', header: 'Status', value: (match) => match.status, sortable: true, filterable: true },
        {
          id: 'scheduledAt',
          header: 'Kick-off',
          value: (match) => match.scheduledAt ?? '',
          format: (value) => kickOffText(value ? String(value) : null),
          sortable: true,
        },
        { id: 'id', header: 'ID', value: (match) => shortId(match._id) },
      ]}
      exportColumns={[
        { header: 'homeTeam', value: (match) => match.homeTeam },
        { header: 'awayTeam', value: (match) => match.awayTeam },
        { header: 'status', value: (match) => match.status },
        { header: 'createdAt', value: (match) => exportDate(match.createdAt) },
        { header: 'updatedAt', value: (match) => exportDate(match.updatedAt) },
      ]}
      exportFileName="matches.csv"
      addLabel="Add Match"
      addTo={paths.admin.manageMatch('new')}
      editTo={(match) => paths.admin.manageMatch(match._id)}
      rowName={(match) => `${match.homeTeam} v ${match.awayTeam} ${shortId(match._id)}`}
    />
  );
}
