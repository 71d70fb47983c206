import { Suspense, useState, type ReactNode } from "react";

/**
 * Mounts a lazily imported dialog from the first time it opens, and keeps it mounted, so its
 * code loads only for shoppers who open it and it can still animate closed afterwards.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): the dialog
  // mounts in the same render that opens it.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
