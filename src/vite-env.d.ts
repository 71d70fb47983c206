/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API; defaults to the same-origin `/api/v1`. */
  readonly VITE_API_BASE_URL?: string;
  /** "true" serves the app from the MSW handlers in src/mocks instead of a server. */
  readonly VITE_API_MOCKING?: string;
  /** A Google Maps JavaScript API key; without one the offline maps adapter runs. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Stripe's publishable key (pk_…); without one the offline sandbox card form runs. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /**
   * Set by the build (build/serviceWorker.ts), not by hand: the service worker's URL in a build
   * that wrote one; undefined in `vite` dev, Storybook and a build of the mock API.
   */
  readonly VITE_SERVICE_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
