import type { Meta, StoryObj } from "@storybook/react-vite";
import { startTransition, useLayoutEffect, useRef, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { screenOf } from "../../support/portal";
import { behaviourOnly } from "../../support/chromatic";
import { overlayParameters } from "../../support/docsFrames";

interface OpenedFromElsewhereProps {
  /** The dialog's field takes focus as it mounts, before Radix's own opening focus. */
  autoFocusField: boolean;
  showClose: boolean;
}

/**
 * A dialog opened by a button that is not its Radix Trigger, as the overlay host opens the
 * header's modals: closing it gives focus back to that button all the same.
 */
function OpenedFromElsewhere({ autoFocusField, showClose }: OpenedFromElsewhereProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open from the header</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent showClose={showClose}>
          <DialogTitle>Dialog title</DialogTitle>
          <DialogDescription>What the dialog is for.</DialogDescription>
          <label className="flex flex-col gap-1 text-sm">
            Your name
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test */}
            <input autoFocus={autoFocusField} className="rounded border px-2 py-1" />
          </label>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Done
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

const meta = {
  title: "Components/Overlays/Dialog",
  component: OpenedFromElsewhere,
  args: { autoFocusField: false, showClose: true },
  parameters: overlayParameters,
} satisfies Meta<typeof OpenedFromElsewhere>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAndCloseWithEscape(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole("button", { name: "Open from the header" });
  await userEvent.click(opener);
  const dialog = await screenOf(canvasElement).findByRole("dialog", { name: "Dialog title" });
  await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  await expect(opener).toHaveFocus();
}

export const FocusReturnsToWhatOpenedIt: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => openAndCloseWithEscape(canvasElement),
};

export const FocusReturnsAfterAFieldTookItOnOpening: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { autoFocusField: true },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Open from the header" });
    await userEvent.click(opener);
    const dialog = await screenOf(canvasElement).findByRole("dialog", { name: "Dialog title" });
    await expect(within(dialog).getByRole("textbox", { name: "Your name" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const WithoutCloseIcon: Story = {
  args: { showClose: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Open from the header" }),
    );
    const dialog = within(await screenOf(canvasElement).findByRole("dialog"));
    await expect(dialog.queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/**
 * Opening changes no inherited value of the page (docs/performance.md § Where the main thread
 * goes): the body keeps its pointer events and the scroll lock's custom property stays on the
 * body, so the page's elements are not restyled. The overlay still takes a click outside.
 */
export const OpeningLeavesThePageStyled: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Open from the header" });
    await userEvent.click(opener);
    const dialog = await screenOf(canvasElement).findByRole("dialog", { name: "Dialog title" });
    const body = canvasElement.ownerDocument.body;
    await expect(body).toHaveAttribute("data-scroll-locked");
    await expect(getComputedStyle(body).pointerEvents).toBe("auto");
    await expect(getComputedStyle(opener).getPropertyValue("--removed-body-scroll-bar-size")).toBe(
      "",
    );

    const overlay = dialog.previousElementSibling as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/**
 * Mounts the dialog open, in a transition, as the overlay host mounts the location modal the first
 * time it opens by itself, and shows whether the dialog was in the page in that commit.
 */
function OpenedInATransition() {
  const [open, setOpen] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // A parent's layout effect runs in the same commit as its children's, after them.
  useLayoutEffect(() => {
    if (!open || !status.current) return;
    const inPage = document.querySelector('[role="dialog"]') !== null;
    status.current.textContent = `In the page when it opened: ${inPage ? "yes" : "no"}`;
  }, [open]);
  return (
    <>
      <Button onClick={() => startTransition(() => setOpen(true))}>Open in a transition</Button>
      <p role="status" ref={status}>
        Not opened yet
      </p>
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Dialog title</DialogTitle>
            <DialogDescription>What the dialog is for.</DialogDescription>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * The dialog is drawn in the commit that opens it, not in a second, synchronous render that
 * Radix's portal starts after mounting empty: opened in a transition, that second render made
 * the location modal's opening one long task (docs/performance.md § Where the main thread goes).
 */
export const DrawnInTheCommitThatOpensIt: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: () => <OpenedInATransition />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open in a transition" }));
    await screenOf(canvasElement).findByRole("dialog", { name: "Dialog title" });
    // The page behind an open dialog is hidden from assistive technology, so found by its text.
    await expect(canvas.getByText(/^In the page when it opened:/)).toHaveTextContent(
      "In the page when it opened: yes",
    );
  },
};
