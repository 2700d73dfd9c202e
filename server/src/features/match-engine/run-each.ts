/**
 * Runs `work` for every item, one after another, and lets a failure stop only its own item: one bad
 * round must not stop the clock for every match. The failures are thrown together at the end.
 */
export async function runEach<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  const errors: unknown[] = [];
  for (const item of items) {
    try {
      await work(item);
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} items failed`);
}
