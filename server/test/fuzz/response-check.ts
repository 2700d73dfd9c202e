import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type JsonSchema, toDraft7 } from './json-schema';
import type { Operation } from './openapi-operations';

/** The envelope every error answers with, documented for a status or not. */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } },
  required: ['status', 'message', 'error'],
  additionalProperties: false,
};

/** ajv (the validator Fastify ships with) in OpenAPI 3.0 mode: `nullable` understood, formats checked. */
export function createValidator() {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown): string | null => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(toDraft7(schema) as object);
      compiled.set(schema, validate);
    }
    if (validate(value)) return null;
    return ajv.errorsText(validate.errors, { dataVar: 'body' });
  };
}

export type Answer = { statusCode: number; contentType: string | undefined; body: string };
export type Verdict = { problem: string | null; documented: boolean };

/**
 * Whether an answer keeps the operation's documented contract: its status documented (exactly, as a
 * range like 4XX, or for errors as `default`) and its body matching that status's schema; an error
 * carries its own status. An error status not documented at all is still held to the error envelope,
 * and counted so that the summary can name the gap.
 */
export function checkAnswer(
  validate: ReturnType<typeof createValidator>,
  operation: Operation,
  answer: Answer,
): Verdict {
  const status = String(answer.statusCode);
  const range = `${status[0]}XX`;
  const isError = answer.statusCode >= 400;
  const key = [status, range, ...(isError ? ['default'] : [])].find((k) => k in operation.responses);
  const documented = key !== undefined;
  if (answer.statusCode >= 500)
    return { problem: `server error ${status}: ${answer.body.slice(0, 300)}`, documented };
  if (!documented && !isError) return { problem: `undocumented success status ${status}`, documented };
  const schema = key === undefined ? ERROR_ENVELOPE : operation.responses[key];
  if (!schema || answer.statusCode === 204) return { problem: null, documented };
  if (!answer.contentType?.startsWith('application/json')) {
    return { problem: `${status} answered ${answer.contentType ?? 'no content type'}, not JSON`, documented };
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { problem: `${status} answered invalid JSON: ${answer.body.slice(0, 200)}`, documented };
  }
  const problem = validate(schema, body);
  if (problem) return { problem: `${status} does not match its schema: ${problem}`, documented };
  if (isError && (body as { status?: unknown }).status !== answer.statusCode) {
    return {
      problem: `${status} carries status ${String((body as { status?: unknown }).status)}`,
      documented,
    };
  }
  return { problem: null, documented };
}
