/** The Results tab of the player layout; the previous-results table comes with its own feature. */
export function PreviousResultsRoute() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">Results</h1>
      <p className="text-[var(--text-muted)]">Your finished games will be listed here.</p>
    </section>
  );
}
