/** Stands in for a screen until its feature issue lands, so the route table can be exercised now. */
export function RoutePlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="route-title" className="py-10">
      <h1 id="route-title" className="text-2xl font-semibold">
        {title}
      </h1>
    </section>
  );
}
