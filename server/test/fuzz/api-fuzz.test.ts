import { afterAll, describe, expect, it } from 'vitest';
import { fuzzOperation, type OperationReport } from './fuzz-operation';
import { printFuzzSummary } from './fuzz-summary';
import { createFuzzWorld } from './fuzz-world';
import { type OpenApiDocument, operationsOf } from './openapi-operations';

/** Cases per operation: a few hundred in `npm test`, 10,000 with `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** fast-check's seed: fixed so that `npm test` is repeatable; FUZZ_SEED replays another run. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const { world, target } = await createFuzzWorld();
const doc = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
// reads first and deletions last, so that what the world holds is gone as late as possible
const operations = operationsOf(doc).sort(
  (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
);
const reports: OperationReport[] = [];

describe(`API fuzzing from the OpenAPI document (${RUNS} cases per operation, seed ${SEED})`, () => {
  afterAll(async () => {
    printFuzzSummary(reports, { runs: RUNS, seed: SEED });
    await world.close();
  });

  it('finds the operations of the document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const operation of operations) {
    it(
      operation.id,
      async () => {
        reports.push(await fuzzOperation(target, operation, RUNS, SEED));
      },
      30_000 + RUNS * 250,
    );
  }
});
