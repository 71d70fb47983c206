/**
 * A step that replaces another (phone → OTP, a rejected code, 'Change number') puts focus on
 * its first field. While the modal is only opening, focus is still on what opened it, outside:
 * the dialog's onOpenAutoFocus then remembers that element (to return to it on close) and
 * places focus itself, so the step leaves it alone.
 */
export function focusStepField(field: HTMLElement | null): void {
  if (!field) return;
  const document = field.ownerDocument;
  const active = document.activeElement;
  const dialog = field.closest('[role="dialog"]');
  if (active && active !== document.body && !dialog?.contains(active)) return;
  field.focus();
}

/** The dialog's onOpenAutoFocus: the step's first field rather than Radix's first control. */
export function focusStepFieldOnOpen(event: Event): void {
  const dialog = event.currentTarget;
  if (!(dialog instanceof HTMLElement)) return;
  // Each step marks the field it starts on with data-step-focus.
  const field = dialog.querySelector<HTMLElement>("[data-step-focus]");
  if (!field) return;
  event.preventDefault();
  field.focus();
}
