import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/openapi.json and its docs page at /api/docs, both from the zod schemas. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KickChips API',
        description:
          'Every response is { status, message, data }; every error is { status, message, error }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <accessToken>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
