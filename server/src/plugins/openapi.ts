import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const errorEnvelope = {
  type: 'object',
  properties: { status: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } },
  required: ['status', 'message', 'error'],
  additionalProperties: false,
};

type Document = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/**
 * Documents what every route may answer besides its own statuses: any error (401 and 403 from the
 * sign-in check, 400 from validation, 429 from a rate limit, ...) as the error envelope.
 */
export function withDefaultErrors<T extends Document>(doc: T): T {
  const defaultResponse = {
    description: 'Any other status is an error: { status, message, error }',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
  const components = (doc as { components?: { schemas?: Record<string, unknown> } }).components ?? {};
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          { ...operation, responses: { ...operation.responses, default: defaultResponse } },
        ]),
      ),
    ]),
  );
  return {
    ...doc,
    components: { ...components, schemas: { ...components.schemas, ErrorEnvelope: errorEnvelope } },
    paths,
  };
}

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
    transformObject: (documents) =>
      withDefaultErrors(('openapiObject' in documents ? documents.openapiObject : {}) as Document),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
