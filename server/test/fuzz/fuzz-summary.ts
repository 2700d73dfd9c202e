import type { OperationReport } from './fuzz-operation';

/** Prints what the fuzzer did: operations, cases, the statuses seen, and statuses answered but not documented. */
export function printFuzzSummary(reports: OperationReport[], run: { runs: number; seed: number }) {
  const statuses: Record<number, number> = {};
  for (const report of reports) {
    for (const [status, count] of Object.entries(report.statuses)) {
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
    }
  }
  const cases = reports.reduce((sum, report) => sum + report.cases, 0);
  const undocumented = reports
    .filter((report) => report.undocumented.length > 0)
    .map((report) => `  ${report.id}: ${report.undocumented.sort().join(', ')}`);
  const slowest = [...reports]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((report) => `${report.id} ${(report.ms / 1000).toFixed(1)} s`);
  const lines = [
    `API fuzz: ${reports.length} operations, ${cases} cases (${run.runs} per operation, seed ${run.seed})`,
    `statuses seen: ${Object.entries(statuses)
      .map(([status, count]) => `${status} x${count}`)
      .join(', ')}`,
    `error statuses answered but not documented (checked against the error envelope): ${undocumented.length} operations`,
    ...undocumented,
    `slowest: ${slowest.join('; ')}`,
  ];
  console.info(lines.join('\n'));
}
