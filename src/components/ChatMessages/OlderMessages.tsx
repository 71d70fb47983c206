import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/Button";
import { chatMessagesText as text } from "./ChatMessages.text";

/** The older pages of a thread: whether there are more, whether one is on its way, how to ask. */
export interface OlderMessagesControl {
  hasOlder: boolean;
  loading: boolean;
  onLoad: () => void;
}

/** Says "loading" while a page is on its way, then "loaded" once, for screen readers. */
function useLoadAnnouncement(loading: boolean): string {
  const [seen, setSeen] = useState({ loading, announced: "" });
  // Adjusted while rendering, as React advises for state that follows props.
  if (seen.loading !== loading) {
    setSeen({ loading, announced: loading ? text.loadingOlder : text.olderLoaded });
  }
  return seen.announced;
}

/**
 * The top of a paged conversation: a button for the page before the oldest message held (also
 * asked for by scrolling to the top), or the start of the thread once every page is in. While a
 * page loads the button stays focusable (aria-disabled rather than disabled), so a keyboard user
 * does not lose their place, and a status line tells screen readers what happened.
 */
export function OlderMessages({ hasOlder, loading, onLoad }: OlderMessagesControl) {
  const announced = useLoadAnnouncement(loading);
  return (
    <div className="mb-3 flex flex-col items-center">
      {hasOlder ? (
        <Button
          variant="ghostBrand"
          size="sm"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) onLoad();
          }}
        >
          {loading && (
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          )}
          {loading ? text.loadingOlder : text.showOlder}
        </Button>
      ) : (
        <p className="text-xs text-gray-600">{text.start}</p>
      )}
      <span role="status" className="sr-only">
        {announced}
      </span>
    </div>
  );
}
