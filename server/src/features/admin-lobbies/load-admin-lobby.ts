import type { AdminLobbyDetail } from '@kickchips/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  bets,
  cards,
  chatMessages,
  chipLedger,
  lobbies,
  lobbyUsers,
  matchRounds,
  users,
} from '../../db/schema';
import { notFound } from '../../http/http-error';
import { displayUsername, LOBBY_NOT_FOUND, lobbySettings } from '../lobbies';
import { adminLobbyColumns, toAdminLobby } from './list-admin-lobbies';

const iso = (time: Date | null) => time?.toISOString() ?? null;
const person = (row: { userId: string; username: string | null; name: string }) => ({
  _id: row.userId,
  username: displayUsername(row),
});

/**
 * One lobby as the admin sees it: its settings; everyone who ever joined (present, left or removed)
 * with their chips and the sum of their ledger beside them; every bet; the whole chat, removed
 * messages included.
 */
export async function loadAdminLobby(db: Db, lobbyId: string): Promise<AdminLobbyDetail> {
  const [row] = await adminLobbyColumns(db).where(eq(lobbies.id, lobbyId));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');

  const ledger = db
    .select({
      userId: chipLedger.userId,
      sum: sql<number>`coalesce(sum(${chipLedger.delta}), 0)::int`.as('ledger_sum'),
    })
    .from(chipLedger)
    .where(eq(chipLedger.lobbyId, lobbyId))
    .groupBy(chipLedger.userId)
    .as('ledger');
  const members = await db
    .select({
      member: lobbyUsers,
      userId: users.id,
      username: users.username,
      name: users.name,
      ledgerSum: ledger.sum,
    })
    .from(lobbyUsers)
    .innerJoin(users, eq(users.id, lobbyUsers.userId))
    .leftJoin(ledger, eq(ledger.userId, lobbyUsers.userId))
    .where(eq(lobbyUsers.lobbyId, lobbyId))
    .orderBy(asc(lobbyUsers.joinedAt), asc(users.id));

  const betRows = await db
    .select({
      bet: bets,
      roundNumber: matchRounds.roundNumber,
      card: cards.kind,
      userId: users.id,
      username: users.username,
      name: users.name,
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(matchRounds, eq(matchRounds.id, bets.roundId))
    .leftJoin(cards, eq(cards.id, bets.cardId))
    .where(eq(bets.lobbyId, lobbyId))
    .orderBy(asc(matchRounds.roundNumber), asc(bets.createdAt), asc(bets.id));

  const chat = await db
    .select({ message: chatMessages, userId: users.id, username: users.username, name: users.name })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.lobbyId, lobbyId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

  return {
    lobby: { ...toAdminLobby(row), gameSettings: lobbySettings(row.lobby.settings) },
    members: members.map((m) => ({
      user: person(m),
      role: m.member.role === 'spectator' ? 'spectator' : 'player',
      isHost: m.userId === row.lobby.hostUserId,
      chips: m.member.chips,
      ledgerSum: m.ledgerSum ?? 0,
      eliminated: m.member.eliminated,
      joinedAt: m.member.joinedAt.toISOString(),
      leftAt: iso(m.member.leftAt),
      removedAt: iso(m.member.removedAt),
    })),
    bets: betRows.map((b) => ({
      _id: b.bet.id,
      user: person(b),
      roundNumber: b.roundNumber,
      odd: {
        eventType: b.bet.eventType,
        betType: b.bet.betType,
        threshold: b.bet.threshold,
        odds: b.bet.multiplier,
      },
      stake: b.bet.stake,
      card: b.card,
      status: b.bet.status,
      payout: b.bet.payout,
      createdAt: b.bet.createdAt.toISOString(),
    })),
    chat: chat.map((c) => ({
      _id: c.message.id,
      user: person(c),
      message: c.message.message,
      createdAt: c.message.createdAt.toISOString(),
      removedAt: iso(c.message.removedAt),
    })),
  };
}
