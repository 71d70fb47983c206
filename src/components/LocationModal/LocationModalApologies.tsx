import { useState } from "react";
import { Button } from "../ui/Button";
import { locationModalText as text } from "./LocationModal.text";

interface LocationModalApologiesProps {
  /** DELIVERABLE_LOCATIONS_PAGE_URL; without it there is nothing to show. */
  deliverableAreasUrl: string | null;
  onTryAnother: () => void;
}

/** docs/product.md § Location modal: the chosen point fails delivery validation. */
export function LocationModalApologies({
  deliverableAreasUrl,
  onTryAnother,
}: LocationModalApologiesProps) {
  const [showAreas, setShowAreas] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {deliverableAreasUrl ? (
        <>
          <Button
            variant="outline"
            aria-expanded={showAreas}
            onClick={() => setShowAreas(!showAreas)}
            className="w-full"
          >
            {showAreas ? text.hideAreas : text.viewAreas}
          </Button>
          {showAreas ? (
            <iframe
              src={deliverableAreasUrl}
              title={text.areasFrameTitle}
              // The page is plain text and styles; it gets no scripts, forms or pop-ups.
              sandbox=""
              referrerPolicy="no-referrer"
              className="h-72 w-full rounded-lg border border-gray-200"
            />
          ) : null}
        </>
      ) : null}
      <Button size="lg" onClick={onTryAnother} className="w-full">
        {text.tryAnother}
      </Button>
    </div>
  );
}
