import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";
import { useReturnFocus } from "./useReturnFocus";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The accessible name of the close icon. */
  closeLabel?: string;
  /** False for a dialog that only its own actions may close (the location modal without a location). */
  showClose?: boolean;
}

/** A centred modal on a dimmed page; Radix traps focus, and focus returns to what opened it. */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  showClose = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onFocusCapture,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, onFocusCapture });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...returnFocus}
        {...props}
      >
        {children}
        {showClose ? <DialogCloseIcon label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The close icon in the top right corner of a dialog or sheet. */
export function DialogCloseIcon({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className="absolute top-3 right-3 grid size-8 place-items-center rounded-full text-gray-600 hover:bg-gray-100"
    >
      <X aria-hidden className="size-5" />
    </DialogPrimitive.Close>
  );
}

export function DialogTitle({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("pr-8 text-lg font-semibold", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-gray-600", className)} {...props} />
  );
}
