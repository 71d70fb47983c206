import type { Meta, StoryObj } from "@storybook/react-vite";
import { lazy, useCallback, useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";
import { behaviourOnly } from "../../support/chromatic";

/**
 * Stands in for a dialog imported lazily (the app's address, card and confirmation dialogs): it
 * says whether it is open, and tells the page each time it mounts.
 */
function CountedPanel({ open, onMount }: { open: boolean; onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return (
    <p className="rounded-md border border-gray-200 p-3 text-sm">
      {open ? "The panel is open" : "The panel is closed, still mounted"}
    </p>
  );
}

const LazyCountedPanel = lazy(async () => ({ default: CountedPanel }));

/** A button that opens and closes the panel, as a page opens one of its dialogs. */
function PanelToggle({ open: initial }: { open: boolean }) {
  const [open, setOpen] = useState(initial);
  const [mounts, setMounts] = useState(0);
  const countMount = useCallback(() => setMounts((count) => count + 1), []);
  return (
    <div className="flex w-80 flex-col items-start gap-3">
      <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Close the panel" : "Open the panel"}
      </Button>
      <p role="status" className="text-sm text-gray-700">
        {mounts === 0
          ? "Not mounted yet"
          : mounts === 1
            ? "Mounted once"
            : `Mounted ${mounts} times`}
      </p>
      <MountWhenOpened open={open}>
        <LazyCountedPanel open={open} onMount={countMount} />
      </MountWhenOpened>
    </div>
  );
}

/**
 * Mounts a lazily imported dialog the first time it opens, and keeps it mounted afterwards: its
 * code loads only for shoppers who open it, and it can still animate closed. It draws nothing of
 * its own; these stories show what it mounts, and when.
 */
const meta = {
  title: "Components/Overlays/MountWhenOpened",
  component: MountWhenOpened,
  render: ({ open }) => <PanelToggle open={open} />,
  args: { open: false, children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof MountWhenOpened>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status");

/** Never opened: nothing is mounted, and the dialog's code has not been asked for. */
export const NotYetOpened: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Open the panel" }),
    ).toBeVisible();
    await expect(statusOf(canvasElement)).toHaveTextContent("Not mounted yet");
    await expect(within(canvasElement).queryByText(/The panel is/)).toBeNull();
  },
};

export const Opened: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("The panel is open")).toBeVisible();
    // The mount is counted in an effect, just after the panel first shows.
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent("Mounted once"));
  },
};

/** Closed after opening: the dialog stays mounted, told it is closed, and is not mounted again. */
export const StaysMountedOnceClosed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open the panel" }));
    await expect(await canvas.findByText("The panel is open")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close the panel" }));
    await expect(canvas.getByText("The panel is closed, still mounted")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Open the panel" }));
    await expect(canvas.getByText("The panel is open")).toBeVisible();
    await expect(statusOf(canvasElement)).toHaveTextContent("Mounted once");
  },
};
