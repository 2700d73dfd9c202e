import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type FuzzCase, type FuzzIdentity, fuzzCases } from './fuzz-case';
import type { Operation } from './openapi-operations';
import { checkAnswer, type createValidator } from './response-check';
import type { ValuePool } from './schema-arbitrary';

export type FuzzTarget = {
  app: FastifyInstance;
  pool: ValuePool;
  validate: ReturnType<typeof createValidator>;
  /** The headers of a caller; `fresh` asks for a new user of that kind (for calls that end sessions). */
  headersOf: (identity: FuzzIdentity, fresh: boolean) => Promise<Record<string, string>>;
};

export type OperationReport = {
  id: string;
  cases: number;
  ms: number;
  statuses: Record<number, number>;
  undocumented: number[];
};

/** Calls that would spend the caller (end its sessions): each is made as a new user. */
const SPENDS_CALLER = ['GET /api/auth/logout'];

const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes like a browser, except that a lone surrogate goes as its raw (invalid UTF-8) bytes. */
function encodeSegment(value: string): string {
  return value.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');
}

function urlOf(operation: Operation, call: FuzzCase): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeSegment(text(call.params[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, text(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send(target: FuzzTarget, operation: Operation, call: FuzzCase) {
  const headers = await target.headersOf(call.identity, SPENDS_CALLER.includes(operation.id));
  for (const [name, value] of Object.entries(call.headers)) {
    const header = text(value);
    if (value !== undefined && HEADER_VALUE.test(header)) headers[name] = header;
  }
  let payload: string | undefined;
  if (call.body && 'raw' in call.body) {
    payload = call.body.raw;
    headers['content-type'] = call.body.contentType;
  } else if (call.body) {
    payload = JSON.stringify(call.body.json) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  return target.app.inject({ method: operation.method, url: urlOf(operation, call), headers, payload });
}

/**
 * Runs `runs` generated calls of one operation. Each answer must keep the documented contract
 * (no 5xx, the schema of its status) and a body the schema refuses must never be taken (2xx).
 * A failure is shrunk by fast-check to the smallest call that shows it.
 */
export async function fuzzOperation(
  target: FuzzTarget,
  operation: Operation,
  runs: number,
  seed: number,
): Promise<OperationReport> {
  const started = performance.now();
  const report: OperationReport = { id: operation.id, cases: 0, ms: 0, statuses: {}, undocumented: [] };
  const property = fc.asyncProperty(fuzzCases(operation, target.pool), async (call) => {
    const res = await send(target, operation, call);
    report.cases++;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    const verdict = checkAnswer(target.validate, operation, {
      statusCode: res.statusCode,
      contentType: res.headers['content-type']?.toString(),
      body: res.body,
    });
    if (!verdict.documented && !report.undocumented.includes(res.statusCode)) {
      report.undocumented.push(res.statusCode);
    }
    if (verdict.problem) throw new Error(`${operation.id} as ${call.identity}: ${verdict.problem}`);
    const refusedBody =
      call.body !== undefined &&
      'json' in call.body &&
      operation.body !== undefined &&
      target.validate(operation.body, call.body.json) !== null;
    if (refusedBody && res.statusCode < 400) {
      throw new Error(
        `${operation.id} as ${call.identity}: took a body its schema refuses (${res.statusCode})`,
      );
    }
  });
  await fc.assert(property, { numRuns: runs, seed, endOnFailure: false });
  report.ms = Math.round(performance.now() - started);
  return report;
}
