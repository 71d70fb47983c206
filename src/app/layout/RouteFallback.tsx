import { appLayoutText } from "./AppLayout.text";

/**
 * 'Loading…' in a screen's place: the page frame before the app starts, a screen whose code is on
 * its way, a protected route sending a visitor home. It is as tall as the screen, so the footer
 * stays below the fold until the screen comes: a short one let the footer into view, and the
 * screen's arrival then pushed it away, a layout shift of 0.54 (reload.spec, found under load on
 * /checkout and /setting for a first-time visitor, as the redirect home was painted on its way).
 */
export function RouteFallback() {
  return (
    <div role="status" aria-live="polite" className="min-h-screen py-16 text-center text-gray-500">
      {appLayoutText.loading}
    </div>
  );
}
