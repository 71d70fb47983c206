export function RouteFallback() {
  return (
    <div role="status" aria-live="polite" className="py-16 text-center text-gray-500">
      Loading…
    </div>
  );
}
