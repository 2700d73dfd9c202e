import { type LobbyDetails, type LobbyRound, lobbyDetailsSchema, type OkEnvelope } from '@kickchips/core';
import type { z } from 'zod';

const shape = lobbyDetailsSchema.shape;
const fragments = new WeakMap<object, string>();

/** `write(part)`, kept for a frozen part: it cannot change, so its JSON is reused on every read. */
function frozenJson(part: object, write: (part: object) => string): string {
  const known = fragments.get(part);
  if (known !== undefined) return known;
  const json = write(part);
  if (Object.isFrozen(part)) fragments.set(part, json);
  return json;
}

/**
 * A part shared by every member (lobby, match, users, odds, leaderboard) as JSON, through its zod
 * schema, so it is checked and stripped as the route's serialiser would; written once per snapshot
 * (`loadLobbyDetails` builds these parts once per snapshot, frozen).
 */
const sharedJson = (part: object, schema: z.ZodType) =>
  frozenJson(part, () => JSON.stringify(schema.encode(part)));

/** A list of rounds: the upcoming and finished ones are frozen (see lobbyRounds), written once each. */
const roundsJson = (rounds: readonly LobbyRound[]) =>
  `[${rounds.map((round) => frozenJson(round, JSON.stringify)).join(',')}]`;

/**
 * The lobby-details reply as JSON, byte for byte what the zod serialiser of
 * `okEnvelopeSchema(lobbyDetailsSchema)` writes (same keys, same order), at a fraction of the cost:
 * it is the hottest route, polled by every player every few seconds. The shared parts go through
 * their schemas once per snapshot (above). The parts of each read (rounds, betting, currentUser,
 * serverTime) are built by `loadLobbyDetails` with the schema's exact keys and are written without
 * a zod check per request; lobby-details-json.test.ts checks that the whole output equals the zod
 * serialiser's in every phase of a game, so a change to the schema or the builders that breaks this
 * fails there.
 */
export function lobbyDetailsJson(reply: OkEnvelope<LobbyDetails>): string {
  const details = reply.data;
  const json = JSON.stringify;
  const last = details.lastEndedRound;
  const lastEnded =
    last === undefined ? '' : `"lastEndedRound":${last === null ? 'null' : frozenJson(last, json)},`;
  return (
    `{"status":${json(reply.status)},"message":${json(reply.message)},"data":{` +
    `"lobby":${sharedJson(details.lobby, shape.lobby)},` +
    `"match":${sharedJson(details.match, shape.match)},` +
    `"users":${sharedJson(details.users, shape.users)},` +
    `"activeRounds":${roundsJson(details.activeRounds)},` +
    `"upcomingRounds":${roundsJson(details.upcomingRounds)},` +
    lastEnded +
    `"odds":${sharedJson(details.odds, shape.odds)},` +
    `"leaderboard":${sharedJson(details.leaderboard, shape.leaderboard)},` +
    `"activeRoundNum":${json(details.activeRoundNum)},` +
    `"nextBettableRoundId":${json(details.nextBettableRoundId)},` +
    `"betting":${json(details.betting)},` +
    `"betPlacedBy":${json(details.betPlacedBy)},` +
    `"currentUser":${json(details.currentUser)},` +
    `"serverTime":${json(details.serverTime)}}}`
  );
}
