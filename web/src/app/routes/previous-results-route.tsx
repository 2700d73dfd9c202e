import { PreviousResults } from '../../features/results';

/** The Results tab of the player layout. */
export function PreviousResultsRoute() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Results</h1>
      <PreviousResults />
    </section>
  );
}
