import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  type SheetContentProps,
} from "@/components/ui/Sheet";
import { behaviourOnly } from "../../support/chromatic";
import { overlayParameters } from "../../support/docsFrames";
import { screenOf } from "../../support/portal";

/** A sheet and the button that opens it, as the header's cart button opens the cart drawer. */
function SheetWithOpener(args: SheetContentProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the list</Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent {...args}>
          <header className="border-b border-gray-200 py-4 pe-14 ps-4">
            <SheetTitle>Shopping List</SheetTitle>
            <SheetDescription>What you mean to buy this week.</SheetDescription>
          </header>
          <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4 text-sm">
            {["Basmati Rice 5 kg", "Whole Milk 1 gal", "Paneer 400 g"].map((item) => (
              <li key={item} className="py-3">
                {item}
              </li>
            ))}
          </ul>
          <footer className="border-t border-gray-200 p-4">
            <Button className="w-full" onClick={() => setOpen(false)}>
              Done
            </Button>
          </footer>
        </SheetContent>
      </Sheet>
    </>
  );
}

const meta = {
  title: "Components/Overlays/Sheet",
  component: SheetContent,
  render: (args) => <SheetWithOpener {...args} />,
  args: { closeLabel: "Close" },
  // A modal drawer covers the page it is on: on the Docs page each story gets a frame of its own.
  parameters: overlayParameters,
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSheet = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open the list" }));
  return screenOf(canvasElement).findByRole("dialog", { name: "Shopping List" });
};

const isClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSheet(canvasElement);
    await expect(dialog).toHaveAccessibleDescription("What you mean to buy this week.");
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    await expect(within(dialog).getByText("Paneer 400 g")).toBeVisible();
    // Full height at the inline end (the right), at most 400 px wide.
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBe(window.innerWidth));
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(dialog.getBoundingClientRect().width).toBe(400);
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Open the list" }),
    ).toBeVisible();
    await expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

/** In Urdu and Arabic the sheet comes in from the left, where those languages' lines end. */
export const RightToLeft: Story = {
  parameters: { locale: "ar" },
  play: async ({ canvasElement }) => {
    const dialog = await openSheet(canvasElement);
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  },
};

export const ClosesAndGivesFocusBack: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Open the list" });
    const dialog = await openSheet(canvasElement);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await isClosed(canvasElement);
    await expect(opener).toHaveFocus();

    await openSheet(canvasElement);
    await userEvent.keyboard("{Escape}");
    await isClosed(canvasElement);
    await expect(opener).toHaveFocus();
  },
};
