import type { AdminLobby } from '@kickchips/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { SearchField } from '../../../components/ui/search-field/search-field';
import { paths } from '../../../lib/paths';
import { useAdminLobbies } from '../api/get-admin-lobbies';
import { formatDate } from '../format-date';
import { LongText } from '../long-text';
import { ServerPager } from '../server-pager';

const matchName = (lobby: AdminLobby) => `${lobby.match.homeTeam} vs ${lobby.match.awayTeam}`;

/** Every lobby, private ones too: search, filters by status and match, CSV export. */
export function LobbiesListRoute() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const lobbies = useAdminLobbies(page, q);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Lobbies</h2>
      <SearchField
        label="Search all lobbies"
        placeholder="Code, host or team"
        onSearch={(text) => {
          setQ(text.trim());
          setPage(1);
        }}
      />
      {lobbies.isSuccess ? (
        <div className="card relative overflow-x-auto">
          <DataTable<AdminLobby>
            caption="Lobbies"
            data={lobbies.data}
            getRowId={(lobby) => lobby._id}
            emptyText="No lobbies yet"
            minWidthClass="min-w-[20rem]"
            columns={[
              {
                id: 'code',
                header: 'Code',
                value: (lobby) => lobby.lobbyCode,
                sortable: true,
                cell: (lobby) => (
                  <Link className="font-mono font-semibold underline" to={paths.admin.lobby(lobby._id)}>
                    {lobby.lobbyCode}
                  </Link>
                ),
              },
              {
                id: 'match',
                header: 'Match',
                value: matchName,
                cell: (lobby) => <LongText text={matchName(lobby)} />,
                sortable: true,
                filterable: true,
              },
              {
                id: 'host',
                header: 'Host',
                value: (lobby) => lobby.host.username,
                cell: (lobby) => <LongText text={lobby.host.username} />,
                sortable: true,
              },
              {
                id: 'players',
                header: 'Players',
                value: (lobby) => lobby.players,
                sortable: true,
                className: 'hidden sm:table-cell',
              },
              {
                id: 'spectators',
                header: 'Spectators',
                value: (lobby) => lobby.spectators,
                className: 'hidden md:table-cell',
              },
              { id: 'status', header: 'Status', value: (lobby) => lobby.status, filterable: true },
              {
                id: 'private',
                header: 'Private',
                value: (lobby) => (lobby.isPrivate ? 'Private' : 'Public'),
                filterable: true,
                className: 'hidden md:table-cell',
              },
              {
                id: 'createdAt',
                header: 'Created Date',
                value: (lobby) => lobby.createdAt,
                format: formatDate,
                sortable: true,
                className: 'hidden sm:table-cell',
              },
            ]}
            exportColumns={[
              { header: 'code', value: (lobby) => lobby.lobbyCode },
              { header: 'match', value: matchName },
              { header: 'host', value: (lobby) => lobby.host.username },
              { header: 'players', value: (lobby) => lobby.players },
              { header: 'spectators', value: (lobby) => lobby.spectators },
              { header: 'status', value: (lobby) => lobby.status },
              { header: 'private', value: (lobby) => lobby.isPrivate },
              { header: 'createdAt', value: (lobby) => lobby.createdAt },
            ]}
            exportFileName="lobbies.csv"
          />
          <ServerPager label="Lobby batches" page={page} rows={lobbies.data.length} onPage={setPage} />
        </div>
      ) : (
        <QueryProblem
          loadingLabel="Loading lobbies"
          failure={lobbies.isError ? lobbies.error.message : null}
          onRetry={() => void lobbies.refetch()}
        />
      )}
    </section>
  );
}
