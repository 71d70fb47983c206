import { Copy, LoaderCircle, Share2, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { shareCartDialogText as text } from "./ShareCartDialog.text";

/** Where making the link is: under way, done (the link and what it holds), or failed. */
export type ShareCartLinkState =
  | { status: "creating" }
  | { status: "ready"; url: string; itemCount: number; expiresAt: string }
  | { status: "failed" };

export interface ShareCartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: ShareCartLinkState;
  /** The browser has a system share sheet: 'Share' opens it; otherwise 'Copy link'. */
  canShareNatively: boolean;
  onShare: () => void;
  onCopy: () => void;
  onRetry: () => void;
}

/** The cart drawer's share dialog: the link in a read-only field, and a way to pass it on. */
export function ShareCartDialog({
  open,
  onOpenChange,
  link,
  canShareNatively,
  onShare,
  onCopy,
  onRetry,
}: ShareCartDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        {link.status === "creating" ? <Creating /> : null}
        {link.status === "failed" ? <Failed onRetry={onRetry} /> : null}
        {link.status === "ready" ? (
          <Ready
            link={link}
            canShareNatively={canShareNatively}
            onShare={onShare}
            onCopy={onCopy}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Creating() {
  return (
    <p role="status" className="flex items-center gap-2 py-3 text-sm text-gray-700">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-700" />
      {text.creating}
    </p>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-danger-700">
        <TriangleAlert aria-hidden className="size-5" />
        {text.failed}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}

function Ready({
  link,
  canShareNatively,
  onShare,
  onCopy,
}: {
  link: Extract<ShareCartLinkState, { status: "ready" }>;
  canShareNatively: boolean;
  onShare: () => void;
  onCopy: () => void;
}) {
  const inputId = useId();
  const detailsId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {text.linkLabel}
        </label>
        <input
          id={inputId}
          type="url"
          readOnly
          value={link.url}
          aria-describedby={detailsId}
          // Focus or a click selects the whole link, ready for a copy by hand.
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => event.currentTarget.select()}
          className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm text-gray-900"
        />
        <p id={detailsId} className="text-xs text-gray-600">
          {text.details(link.itemCount, link.expiresAt)}
        </p>
      </div>
      {canShareNatively ? (
        <Button onClick={onShare}>
          <Share2 aria-hidden className="size-4" />
          {text.share}
        </Button>
      ) : (
        <Button onClick={onCopy}>
          <Copy aria-hidden className="size-4" />
          {text.copy}
        </Button>
      )}
    </div>
  );
}
