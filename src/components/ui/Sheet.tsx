import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";
import { DialogCloseIcon } from "./Dialog";
import { useReturnFocus } from "./useReturnFocus";
import { portalContainer } from "./portalContainer";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export interface SheetContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /** The accessible name of the close icon. */
  closeLabel?: string;
}

/**
 * A dialog that slides in from the inline end (the right; the left in right-to-left), full height
 * and at most 400 px wide (the cart drawer).
 * Radix traps focus inside and closes on Escape; focus goes back to what had it. The slide uses
 * @starting-style, so it needs no keyframes; closing is immediate.
 */
export function SheetContent({
  className,
  children,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  onFocusCapture,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, onFocusCapture });
  return (
    <DialogPrimitive.Portal container={portalContainer()}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <DialogPrimitive.Content
        {...returnFocus}
        className={cn(
          "fixed inset-y-0 inset-e-0 z-50 flex h-dvh w-full max-w-drawer flex-col bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none starting:translate-x-full rtl:starting:-translate-x-full motion-reduce:transition-none",
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseIcon label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-gray-600", className)} {...props} />
  );
}
