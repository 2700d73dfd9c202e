/** How a row's target reads: the ratio at least `value`, or at most `value`; or the figure itself at most `value`. */
export type Target =
  | { on: 'ratio'; op: '>=' | '<='; value: number }
  | { on: 'figure'; op: '<='; value: number; unit: string };

/** One row of the table: a figure, the same run's baseline (when the target is a ratio) and the verdict. */
export type BenchResult = {
  benchmark: string;
  figure: number;
  unit: string;
  baseline: { figure: number; unit: string; what: string } | null;
  ratio: number | null;
  target: Target;
  pass: boolean;
  /** What the figure was measured on and anything a reader must know to trust it. */
  notes: string;
};

/** Builds a row whose target is a ratio of the figure to its baseline. */
export function ratioResult(
  row: Omit<BenchResult, 'ratio' | 'pass' | 'target'> & { target: Extract<Target, { on: 'ratio' }> },
): BenchResult {
  const ratio = row.baseline && row.baseline.figure > 0 ? row.figure / row.baseline.figure : 0;
  const pass = row.target.op === '>=' ? ratio >= row.target.value : ratio <= row.target.value;
  return { ...row, ratio, pass };
}

/**
 * Builds a row whose target is an upper bound on the figure itself; a baseline, when given, is shown
 * for scale (the ratio is printed but does not decide).
 */
export function boundResult(
  row: Omit<BenchResult, 'ratio' | 'pass' | 'target' | 'baseline'> & {
    target: Extract<Target, { on: 'figure' }>;
    baseline?: BenchResult['baseline'];
  },
): BenchResult {
  const baseline = row.baseline ?? null;
  const ratio = baseline && baseline.figure > 0 ? row.figure / baseline.figure : null;
  return { ...row, baseline, ratio, pass: row.figure <= row.target.value };
}
