/** A screen that a later piece of work fills; it names itself so navigation can be checked now. */
export function PlaceholderRoute({ title }: { title: string }) {
  return (
    <section className="py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
    </section>
  );
}
