import { type AdminLobbyBet, type AdminLobbyDetail, MATCH_ABANDONED_TEXT } from '@kickchips/core';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { paths } from '../../../lib/paths';
import { useAdminLobby } from '../api/get-admin-lobby';
import { useModerateLobby } from '../api/moderate-lobby';
import { LongText } from '../long-text';

const failed = (caught: unknown) =>
  toast.error(caught instanceof Error ? caught.message : 'That did not work');

/** One lobby as the admin sees it: members, bets and chat, with removing a message or a member. */
export function LobbyRoute() {
  const { id = '' } = useParams();
  const lobby = useAdminLobby(id);
  return (
    <section className="flex flex-col gap-4">
      <Link className="btn-ghost self-start" to={paths.admin.lobbies}>
        Back to Lobbies
      </Link>
      {lobby.isSuccess ? (
        <LobbyDetail detail={lobby.data} />
      ) : (
        <QueryProblem
          loadingLabel="Loading the lobby"
          failure={lobby.isError ? lobby.error.message : null}
          onRetry={() => void lobby.refetch()}
        />
      )}
    </section>
  );
}

const oddText = (bet: AdminLobbyBet) =>
  `${bet.odd.eventType} ${bet.odd.betType} ${bet.odd.threshold} @ ${bet.odd.odds}`;

function LobbyDetail({ detail }: { detail: AdminLobbyDetail }) {
  const { lobby, members, bets, chat } = detail;
  const { removeMessage, removeMember } = useModerateLobby(lobby._id);
  return (
    <>
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold">
          Lobby <span className="font-mono">{lobby.lobbyCode}</span>
        </h2>
        <p className="text-[var(--text-muted)] [overflow-wrap:anywhere]">
          {lobby.match.homeTeam} vs {lobby.match.awayTeam} · {lobby.status} ·{' '}
          {lobby.isPrivate ? 'Private' : 'Public'} · host {lobby.host.username}
        </p>
        {lobby.match.abandoned ? <p role="status">{MATCH_ABANDONED_TEXT}</p> : null}
      </header>

      <section aria-labelledby="lobby-members" className="card flex flex-col gap-2">
        <h3 id="lobby-members" className="text-lg font-semibold">
          Members
        </h3>
        {members.length === 0 ? <p>No one has joined yet</p> : null}
        <ul className="flex flex-col divide-y divide-[var(--border)]">
          {members.map((member) => (
            <li key={member.user._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold [overflow-wrap:anywhere]">
                  {member.user.username}
                  {member.isHost ? ' (host)' : ''}
                </span>
                <span className="text-sm text-[var(--text-muted)]">
                  {member.role} · {member.chips} chips · ledger {member.ledgerSum}
                  {member.chips !== member.ledgerSum ? ' (does not match!)' : ''}
                  {member.removedAt ? ' · removed' : member.leftAt ? ' · left' : ''}
                </span>
              </div>
              {member.removedAt ? null : (
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className="btn-outline max-w-full"
                      title={`Remove ${member.user.username}`}
                    >
                      <span className="truncate">Remove {member.user.username}</span>
                    </button>
                  }
                  title={`Remove ${member.user.username}?`}
                  description="They leave the lobby at once and cannot rejoin it. Bets they placed still settle."
                  confirmLabel="Remove"
                  destructive
                  onConfirm={() => removeMember.mutateAsync(member.user._id).catch(failed)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lobby-chat" className="card flex flex-col gap-2">
        <h3 id="lobby-chat" className="text-lg font-semibold">
          Chat
        </h3>
        {chat.length === 0 ? <p>No messages yet</p> : null}
        <ul className="flex flex-col divide-y divide-[var(--border)]">
          {chat.map((message) => (
            <li key={message._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="min-w-0 break-words">
                <span className="font-semibold">{message.user.username}: </span>
                {message.removedAt ? <em>Removed by an admin</em> : message.message}
              </p>
              {message.removedAt ? null : (
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className="btn-outline"
                      aria-label={`Delete message "${message.message}"`}
                    >
                      Delete
                    </button>
                  }
                  title="Delete this message?"
                  description="It disappears from every player's chat at once."
                  confirmLabel="Delete"
                  destructive
                  onConfirm={() => removeMessage.mutateAsync(message._id).catch(failed)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lobby-bets" className="card relative flex flex-col gap-2 overflow-x-auto">
        <h3 id="lobby-bets" className="text-lg font-semibold">
          Bets
        </h3>
        <DataTable<AdminLobbyBet>
          caption="Bets"
          data={bets}
          getRowId={(bet) => bet._id}
          emptyText="No bets yet"
          minWidthClass="min-w-[20rem]"
          columns={[
            {
              id: 'player',
              header: 'Player',
              value: (bet) => bet.user.username,
              cell: (bet) => <LongText text={bet.user.username} />,
              filterable: true,
            },
            { id: 'round', header: 'Round', value: (bet) => bet.roundNumber, sortable: true },
            {
              id: 'odd',
              header: 'Odd',
              value: oddText,
              cell: (bet) => <LongText text={oddText(bet)} />,
              className: 'hidden sm:table-cell',
            },
            { id: 'stake', header: 'Stake', value: (bet) => bet.stake, sortable: true },
            {
              id: 'card',
              header: 'Card',
              value: (bet) => bet.card ?? '-',
              className: 'hidden md:table-cell',
            },
            { id: 'status', header: 'Status', value: (bet) => bet.status, filterable: true },
            { id: 'payout', header: 'Payout', value: (bet) => bet.payout, sortable: true },
          ]}
          exportColumns={[
            { header: 'player', value: (bet) => bet.user.username },
            { header: 'round', value: (bet) => bet.roundNumber },
            { header: 'eventType', value: (bet) => bet.odd.eventType },
            { header: 'betType', value: (bet) => bet.odd.betType },
            { header: 'threshold', value: (bet) => bet.odd.threshold },
            { header: 'odds', value: (bet) => bet.odd.odds },
            { header: 'stake', value: (bet) => bet.stake },
            { header: 'card', value: (bet) => bet.card },
            { header: 'status', value: (bet) => bet.status },
            { header: 'payout', value: (bet) => bet.payout },
          ]}
          exportFileName={`bets-${lobby.lobbyCode}.csv`}
        />
      </section>
    </>
  );
}
