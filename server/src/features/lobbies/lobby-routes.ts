import {
  createLobbyInputSchema,
  errorEnvelopeSchema,
  joinLobbyInputSchema,
  leaveLobbyInputSchema,
  lobbyByCodeOutputSchema,
  lobbyCodeParamsSchema,
  lobbyDetailsSchema,
  lobbyIdParamsSchema,
  lobbyRefOutputSchema,
  okEnvelopeSchema,
  openLobbiesOutputSchema,
} from '@kickchips/core';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { appClock } from './app-clock';
import { createLobby } from './create-lobby';
import { findLobbyByCode } from './find-lobby-by-code';
import { joinLobby } from './join-lobby';
import { leaveLobby } from './leave-lobby';
import { listOpenLobbies } from './list-open-lobbies';
import { loadLobbyDetails } from './load-lobby-details';
import { joinDelta, leftDelta } from './lobby-delta';
import { lobbyDetailsJson } from './lobby-details-json';

const refEnvelope = okEnvelopeSchema(lobbyRefOutputSchema);
const error = errorEnvelopeSchema;
const tags = ['lobbies'];

/** Creating, finding, joining and leaving lobbies, the open list and the in-game details (spec 7). */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => appClock(app).now();
  const changed = (lobbyId: string) =>
    app.notices.publish([{ type: 'lobby.changed', lobbyId }, { type: 'lobbies.changed' }]);
  /** A newcomer is added to the other screens as they are; one who comes back takes their old place, read again. */
  const joined = async (lobbyId: string, userId: string, rejoined: boolean) => {
    const delta = rejoined ? null : await joinDelta(app.db, lobbyId, userId);
    if (!delta) return changed(lobbyId);
    return app.notices.publish([delta, { type: 'lobbies.changed' }]);
  };

  app.post(
    '/api/app/game/create-lobby',
    {
      schema: {
        summary: 'Creates a lobby on a match; the host joins as a player',
        description:
          'gameSettings may be partial: the defaults fill the rest. Nothing out of range is clamped.',
        tags,
        body: createLobbyInputSchema,
        response: { 200: refEnvelope, 400: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const lobby = await createLobby(app, request.user!.id, request.body, now());
      await changed(lobby._id);
      return ok({ lobby });
    },
  );

  app.get(
    '/api/app/game/lobby-by-code/:code',
    {
      schema: {
        summary: 'Finds a lobby by its code (any case)',
        tags,
        params: lobbyCodeParamsSchema,
        response: { 200: okEnvelopeSchema(lobbyByCodeOutputSchema), 400: error, 404: error },
      },
    },
    async (request) => ok({ lobby: await findLobbyByCode(app.db, request.params.code, request.user!.id) }),
  );

  app.post(
    '/api/app/game/join-lobby',
    {
      schema: {
        summary: 'Joins a lobby by code as player or spectator',
        description:
          'Joining twice returns the same membership; someone who left comes back with their chips and bets.',
        tags,
        body: joinLobbyInputSchema,
        response: { 200: refEnvelope, 400: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const result = await joinLobby(app.db, request.user!.id, request.body, now());
      if (result.changed) await joined(result.lobby._id, request.user!.id, result.rejoined);
      return ok({ lobby: result.lobby });
    },
  );

  app.post(
    '/api/app/game/leave-lobby',
    {
      schema: {
        summary: 'Leaves a lobby (Leave Game); the membership is kept for a rejoin',
        tags,
        body: leaveLobbyInputSchema,
        response: { 200: refEnvelope, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const result = await leaveLobby(app.db, request.user!.id, request.body.lobbyId, now());
      const lobbyId = result.lobby._id;
      if (result.changed) {
        await app.notices.publish([
          leftDelta(lobbyId, [request.user!.id]),
          ...(result.hostChanged ? [{ type: 'lobby.changed' as const, lobbyId }] : []),
          { type: 'lobbies.changed' },
        ]);
      }
      return ok({ lobby: result.lobby });
    },
  );

  app.get(
    '/api/app/lobby',
    {
      schema: {
        summary: 'The open lobbies: public, with room, match not completed; newest first',
        tags,
        response: { 200: okEnvelopeSchema(openLobbiesOutputSchema) },
      },
    },
    async (request) => ok({ lobbies: await listOpenLobbies(app.db, request.user!.id, now()) }),
  );

  app.get(
    '/api/app/game/lobby-details/:lobbyId',
    {
      schema: {
        summary: 'Everything the in-game screen shows; members only',
        tags,
        params: lobbyIdParamsSchema,
        response: { 200: okEnvelopeSchema(lobbyDetailsSchema), 400: error, 403: error, 404: error },
      },
      // the hottest route: its 200 skips zod's check per request (see lobbyDetailsJson); its errors are `error`
      serializerCompiler: (route) =>
        route.httpStatus === '200' ? lobbyDetailsJson : serializerCompiler({ ...route, schema: error }),
    },
    async (request) =>
      ok(await loadLobbyDetails(app.hotReads, request.params.lobbyId, request.user!.id, now())),
  );
};
