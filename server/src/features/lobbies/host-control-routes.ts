import {
  errorEnvelopeSchema,
  kickInputSchema,
  lobbyRefOutputSchema,
  lockLobbyInputSchema,
  lockLobbyOutputSchema,
  okEnvelopeSchema,
  rematchInputSchema,
  transferHostInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { appClock } from './app-clock';
import { kickMember } from './kick-member';
import { lockLobby } from './lock-lobby';
import { rematchLobby } from './rematch-lobby';
import { transferHost } from './transfer-host';

const refEnvelope = okEnvelopeSchema(lobbyRefOutputSchema);
const error = errorEnvelopeSchema;
const refusals = { 400: error, 403: error, 404: error };
const tags = ['lobbies'];

/** The host's controls over a lobby (issue 17: remove, lock, hand over) and the group's rematch. */
export const hostControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => appClock(app).now();

  app.post(
    '/api/app/game/kick',
    {
      schema: {
        summary: 'The host removes a member, who cannot rejoin; their bets settle as usual',
        tags,
        body: kickInputSchema,
        response: { 200: refEnvelope, ...refusals },
      },
    },
    async (request) => ok({ lobby: await kickMember(app, request.user!.id, request.body, now()) }),
  );

  app.post(
    '/api/app/game/lock',
    {
      schema: {
        summary: 'The host locks the lobby to newcomers (members who left may come back) or unlocks it',
        tags,
        body: lockLobbyInputSchema,
        response: { 200: okEnvelopeSchema(lockLobbyOutputSchema), ...refusals },
      },
    },
    async (request) => ok(await lockLobby(app, request.user!.id, request.body, now())),
  );

  app.post(
    '/api/app/game/transfer-host',
    {
      schema: {
        summary: 'The host hands hosting to a player present in the lobby',
        tags,
        body: transferHostInputSchema,
        response: { 200: refEnvelope, ...refusals },
      },
    },
    async (request) => ok({ lobby: await transferHost(app, request.user!.id, request.body, now()) }),
  );

  app.post(
    '/api/app/game/rematch',
    {
      schema: {
        summary: "A new lobby on a match with the old lobby's settings and league; the group is invited",
        description:
          'Any member of the old lobby not removed from it may start it and hosts it; every other such member gets an invite notice.',
        tags,
        body: rematchInputSchema,
        response: { 200: refEnvelope, ...refusals, 409: error },
      },
    },
    async (request) => {
      const lobby = await rematchLobby(app, request.user!.id, request.body, now());
      await app.notices.publish([{ type: 'lobby.changed', lobbyId: lobby._id }, { type: 'lobbies.changed' }]);
      return ok({ lobby });
    },
  );
};
