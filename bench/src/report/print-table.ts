import type { BenchResult, Target } from './bench-result';

const figure = (value: number, unit: string) => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
};

const targetText = (target: Target) =>
  target.on === 'ratio'
    ? `ratio ${target.op} ${target.value}`
    : `${target.op} ${figure(target.value, target.unit)}`;

/** The benchmark table: one line per result, columns padded to their widest cell. */
export function formatTable(results: readonly BenchResult[]): string {
  const header = ['benchmark', 'figure', 'baseline', 'ratio', 'target', 'result'];
  const rows = results.map((r) => [
    r.benchmark,
    figure(r.figure, r.unit),
    r.baseline ? `${figure(r.baseline.figure, r.baseline.unit)} (${r.baseline.what})` : '-',
    r.ratio === null ? '-' : r.ratio.toFixed(2),
    targetText(r.target),
    r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
