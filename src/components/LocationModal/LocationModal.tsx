import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { locationModalText as text } from "./LocationModal.text";
import { LocationModalApologies } from "./LocationModalApologies";
import { LocationModalChoose } from "./LocationModalChoose";

export type LocationModalView = "choose" | "search" | "not-deliverable";

/** A problem shown in the modal: geolocation failed, or the delivery check could not be made. */
export interface LocationProblem {
  message: string;
  detail?: string;
}

export interface LocationModalProps {
  open: boolean;
  /** Raised with false only by the close icon: neither the backdrop nor Escape dismiss it. */
  onOpenChange: (open: boolean) => void;
  /** docs/product.md § Location modal: the close icon appears only when a location already exists. */
  canClose: boolean;
  view: LocationModalView;
  onViewChange: (view: LocationModalView) => void;
  /** True while the browser's geolocation (and the check of its point) runs. */
  detecting: boolean;
  onDetect: () => void;
  problem: LocationProblem | null;
  /** The address search and the map picker, wired by the container. */
  search: ReactNode;
  /** DELIVERABLE_LOCATIONS_PAGE_URL, shown in a frame from the 'Apologies' view. */
  deliverableAreasUrl: string | null;
  /** Why the point is not deliverable, when the server says. */
  notDeliverableMessage?: string | null;
  /**
   * The language switch, under the first view's choices: on a first visit the modal cannot be
   * closed, and a shopper should not have to choose a place in a language they do not read.
   */
  languageSlot?: ReactNode;
}

// Read when drawn, in the language active then.
const titles: Record<LocationModalView, () => string> = {
  choose: () => text.title,
  search: () => text.search,
  "not-deliverable": () => text.apologies,
};

const keepOpen = (event: Event) => event.preventDefault();

/** What Radix would focus first: the first enabled control (the modal holds no links). */
const FIRST_CONTROL = "button:not(:disabled), input:not(:disabled), select:not(:disabled)";

/**
 * On a first visit the modal opens in the commit that takes the page over. Radix would look for
 * its first control and focus it in that same task, forcing a style and layout of the whole page
 * into it (a third of that task in a phone's trace). The same control takes focus in a task after
 * the next frame instead, once that frame's layout is done.
 */
function focusFirstControlAfterFrame(event: Event) {
  event.preventDefault();
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!content.isConnected || content.contains(document.activeElement)) return;
      (content.querySelector<HTMLElement>(FIRST_CONTROL) ?? content).focus();
    }),
  );
}

/** docs/product.md § Location modal: the 'Change Location' modal. */
export function LocationModal({
  open,
  onOpenChange,
  canClose,
  view,
  onViewChange,
  detecting,
  onDetect,
  problem,
  search,
  deliverableAreasUrl,
  notDeliverableMessage,
  languageSlot,
}: LocationModalProps) {
  // A new view replaces the control that had focus; the dialog takes it so it is not lost.
  const content = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (view !== "search") content.current?.focus();
  }, [view]);

  const description = {
    choose: text.description,
    search: text.searchDescription,
    "not-deliverable": notDeliverableMessage || text.notDeliverable,
  }[view];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        closeLabel={text.close}
        showClose={canClose}
        onOpenAutoFocus={focusFirstControlAfterFrame}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        width="lg"
      >
        <div className="flex items-center gap-2 pe-8">
          {view !== "choose" ? (
            <button
              type="button"
              aria-label={text.back}
              onClick={() => onViewChange("choose")}
              className="-ms-2 grid size-8 place-items-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
            </button>
          ) : null}
          <DialogTitle clearOfClose={false}>{titles[view]()}</DialogTitle>
        </div>
        <DialogDescription className="-mt-2">{description}</DialogDescription>

        {view === "choose" ? (
          <LocationModalChoose
            detecting={detecting}
            onDetect={onDetect}
            onSearch={() => onViewChange("search")}
          />
        ) : null}
        {view === "choose" && languageSlot ? (
          <div className="flex justify-end border-t border-gray-200 pt-3">{languageSlot}</div>
        ) : null}
        {view === "search" ? search : null}
        {view === "not-deliverable" ? (
          <LocationModalApologies
            deliverableAreasUrl={deliverableAreasUrl}
            onTryAnother={() => onViewChange("search")}
          />
        ) : null}

        {problem ? (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger-700">
            <p className="font-medium">{problem.message}</p>
            {problem.detail ? <p>{problem.detail}</p> : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
