import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { updatePromptText as text } from "./UpdatePrompt.text";

export interface UpdatePromptProps {
  /** Reload with the new version: the page is drawn again, so what is typed in it is lost. */
  onReload: () => void;
  /** Keep this version for now; the new one starts with the next visit. */
  onDismiss: () => void;
  /** The reload was asked for and the new version is taking over. */
  reloading?: boolean;
  className?: string;
}

/**
 * Offers the new version of the store once it has arrived, rather than reloading under the
 * shopper: they choose when, a cart or a form half filled in being theirs to finish first.
 */
export function UpdatePrompt({
  onReload,
  onDismiss,
  reloading = false,
  className,
}: UpdatePromptProps) {
  const messageId = useId();
  return (
    <section
      aria-labelledby={messageId}
      className={cn(
        "fixed inset-x-4 bottom-22 z-40 flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:inset-s-4 sm:max-w-md",
        className,
      )}
    >
      <RotateCcw aria-hidden className="size-5 shrink-0 text-brand-700" />
      <p id={messageId} role="status" className="flex-1 text-sm font-medium text-gray-900">
        {text.ready}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss} disabled={reloading}>
          {text.later}
        </Button>
        <Button size="sm" onClick={onReload} disabled={reloading} aria-busy={reloading}>
          {reloading ? text.reloading : text.reload}
        </Button>
      </div>
    </section>
  );
}
