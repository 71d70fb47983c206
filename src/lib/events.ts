import type { SelectedEthnicity } from "./storedTypes";

/** The app's global events (docs/architecture.md § Layers) and the payload each one carries. */
export interface AppEvents {
  "ethnicity-updated": SelectedEthnicity;
  "page-updated": undefined;
  refresh: undefined;
  logout: undefined;
}

export type AppEventName = keyof AppEvents;

type PayloadArgs<K extends AppEventName> = undefined extends AppEvents[K]
  ? [payload?: AppEvents[K]]
  : [payload: AppEvents[K]];

const fallbackTarget = new EventTarget();

// Dispatching on window lets code outside this module graph (other bundles, devtools) listen too.
function busTarget(): EventTarget {
  return typeof window !== "undefined" ? window : fallbackTarget;
}

export function emit<K extends AppEventName>(name: K, ...[payload]: PayloadArgs<K>): void {
  busTarget().dispatchEvent(new CustomEvent(name, { detail: payload }));
}

/** Subscribes `handler` to `name`; call the returned function to unsubscribe. */
export function on<K extends AppEventName>(
  name: K,
  handler: (payload: AppEvents[K]) => void,
): () => void {
  const target = busTarget();
  const listener = (event: Event) => {
    // CustomEvent turns a missing detail into null; handlers were promised undefined.
    const detail: unknown = event instanceof CustomEvent ? (event.detail ?? undefined) : undefined;
    const payload = detail as AppEvents[K];
    try {
      handler(payload);
    } catch (error) {
      // One broken subscriber must not keep the others from hearing the event.
      console.error(`A handler of the "${name}" event failed.`, error);
    }
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
