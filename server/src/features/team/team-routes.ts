import {
  INCORRECT_TEAM_PASSWORD,
  idParamsSchema,
  okEnvelopeSchema,
  TEAM_GRANT_HEADER,
  teamMemberSchema,
  teamMemberUpdateInputSchema,
  teamOutputSchema,
  teamUnlockInputSchema,
  teamUnlockOutputSchema,
  uploadOutputSchema,
  uploadParamsSchema,
} from '@kickchips/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAppSecret } from '../../db/app-secret';
import { forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { hashPassword, verifyPassword } from '../auth';
import { createUpload } from '../storage';
import { checkTeamGrant, signTeamGrant } from './team-grant';
import { listTeamMembers, updateTeamMember } from './team-queries';

export type TeamRoutesOptions = { teamPassword: string | undefined; passwordHashLog2Cost: number };

const grantHeader = z.object({ [TEAM_GRANT_HEADER]: z.string().max(2000).optional() });

/**
 * The team page (public). The team password, from the configuration, is checked here rather than
 * in the browser: it is hashed once at start and compared in constant time, and a match earns a
 * signed edit grant for 30 minutes, sent back in X-Team-Grant.
 */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, options) => {
  const passwordHash = options.teamPassword
    ? await hashPassword(options.teamPassword, options.passwordHashLog2Cost)
    : undefined;
  const grantKey = await loadAppSecret(app.db, 'team-grant-key');

  const requireGrant = async (request: FastifyRequest) => {
    const grant = request.headers[TEAM_GRANT_HEADER];
    const check = typeof grant === 'string' ? await checkTeamGrant(grantKey, grant) : 'invalid';
    if (check === 'expired') throw forbidden('Team editing has expired; enter the password again');
    if (check === 'invalid') throw forbidden('Unlock team editing with the team password first');
  };

  app.get(
    '/api/public/team',
    {
      schema: {
        summary: 'The team members',
        tags: ['public'],
        response: { 200: okEnvelopeSchema(teamOutputSchema) },
      },
    },
    async () => ok({ members: await listTeamMembers(app.db) }),
  );

  app.post(
    '/api/public/team/unlock',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        summary: 'Trades the team password for a 30-minute edit grant',
        tags: ['public'],
        body: teamUnlockInputSchema,
        response: { 200: okEnvelopeSchema(teamUnlockOutputSchema) },
      },
    },
    async (request) => {
      if (!passwordHash) throw forbidden('Team editing is not enabled');
      if (!(await verifyPassword(request.body.password, passwordHash)))
        throw forbidden(INCORRECT_TEAM_PASSWORD);
      return ok(await signTeamGrant(grantKey));
    },
  );

  app.put(
    '/api/public/team/:id',
    {
      schema: {
        summary: "Changes a member's bio or photo; needs X-Team-Grant",
        tags: ['public'],
        params: idParamsSchema,
        headers: grantHeader,
        body: teamMemberUpdateInputSchema,
        response: { 200: okEnvelopeSchema(teamMemberSchema) },
      },
    },
    async (request) => {
      await requireGrant(request);
      return ok(await updateTeamMember(app.db, app.storage, request.params.id, request.body));
    },
  );

  app.post(
    '/api/public/team/s3/get-signed-post-url/:filename/:contentType',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'An upload for a team photo (always public); needs X-Team-Grant',
        tags: ['public'],
        params: uploadParamsSchema,
        headers: grantHeader,
        response: { 200: okEnvelopeSchema(uploadOutputSchema) },
      },
    },
    async (request) => {
      await requireGrant(request);
      const upload = await createUpload(app.db, app.storage, {
        ...request.params,
        isPublic: true,
        isViewableByAnyUser: true,
        ownerId: request.user?.id ?? null,
      });
      return ok(upload);
    },
  );
};
