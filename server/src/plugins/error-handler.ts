import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';
import { failure } from '../http/reply';

type Issue = {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
  params: Record<string, unknown>;
};

/** Turns a schema validation failure into one sentence naming the field, e.g. "body.stake: Too small…". */
export function describeValidation(context: string | undefined, issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = [context, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
      const keys = issue.params.keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        return `${where || 'body'}: unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')}`;
      }
      return `${where || 'body'}: ${issue.message ?? 'invalid value'}`;
    })
    .join('; ');
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: a JSON body was expected but the body was empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: larger than the 1 MiB the server accepts',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type: unsupported media type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length: does not match the body',
};

const frameworkErrorMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'URL: a path segment is not valid percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'URL: a path parameter is longer than the 100 characters the server accepts',
};

/**
 * Fastify's `frameworkErrors` option: the errors the router answers before any route or error
 * handler runs (a malformed or over-long path parameter), in the error envelope like every other.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = frameworkErrorMessages[error.code] ?? error.message;
  return reply.status(status).send(failure(status, message));
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(failure(400, describeValidation(error.validationContext, error.validation)));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message, error.detail));
    }
    const known = error.code ? clientErrorMessages[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return reply.status(status).send(failure(status, known));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, 'Something went wrong on our side. Please try again.'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
