import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";
import { useReturnFocus } from "./useReturnFocus";
import { portalContainer } from "./portalContainer";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The accessible name of the close icon. */
  closeLabel?: string;
  /** False for a dialog that only its own actions may close (the location modal without a location). */
  showClose?: boolean;
  /** Its widest: `lg` for one that holds a map or a list of addresses. */
  width?: keyof typeof widths;
}

const widths = { md: "max-w-md", lg: "max-w-lg" } as const;

/** A centred modal on a dimmed page; Radix traps focus, and focus returns to what opened it. */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  showClose = true,
  width = "md",
  onOpenAutoFocus,
  onCloseAutoFocus,
  onFocusCapture,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, onFocusCapture });
  return (
    <DialogPrimitive.Portal container={portalContainer()}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none",
          widths[width],
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
      className="absolute top-3 inset-e-3 grid size-8 place-items-center rounded-full text-gray-600 hover:bg-gray-100"
    >
      <X aria-hidden className="size-5" />
    </DialogPrimitive.Close>
  );
}

export interface DialogTitleProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Title> {
  /** False where the row around the title already keeps the close icon's corner free. */
  clearOfClose?: boolean;
}

export function DialogTitle({ className, clearOfClose = true, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      className={cn("text-lg font-semibold", clearOfClose && "pe-8", className)}
      {...props}
    />
  );
}

const descriptionLooks = { aside: "text-sm text-gray-600", body: "text-base" } as const;

export interface DialogDescriptionProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Description
> {
  /** `aside`: small and grey, under the title; `body`: the dialog's text itself (its colour is the caller's). */
  look?: keyof typeof descriptionLooks;
}

export function DialogDescription({ className, look = "aside", ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description className={cn(descriptionLooks[look], className)} {...props} />
  );
}
