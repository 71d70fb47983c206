import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ProductSort } from "@/api/types";
import { SortDialog } from "@/components/SortDialog/SortDialog";
import { sortDialogText as text } from "@/components/SortDialog/SortDialog.text";
import { screenOf } from "../support/portal";
import { behaviourOnly, snapshotAt } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/SortDialog",
  component: SortDialog,
  args: { value: "RELEVANCE", onApply: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof SortDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, trigger: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: trigger }));
  return screenOf(canvasElement).findByRole("dialog", { name: text.title });
}

export const ShowsTheCurrentSort: Story = {
  args: { value: "PRICE_LOW" },
  play: async ({ canvasElement }) => {
    const trigger = text.trigger(text.options.PRICE_LOW);
    await expect(within(canvasElement).getByRole("button", { name: trigger })).toHaveTextContent(
      "Sort: Price (Low to High)",
    );

    const dialog = within(await openDialog(canvasElement, trigger));
    const group = dialog.getByRole("radiogroup", { name: text.title });
    const options = within(group).getAllByRole("radio");
    await expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "RELEVANCE",
      "PRICE_LOW",
      "PRICE_HIGH",
      "DISCOUNT",
      "UNIT_PRICE_LOW",
    ]);
    await expect(dialog.getByRole("radio", { name: "Relevance (Default)" })).not.toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Price (Low to High)" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Price (High to Low)" })).toBeInTheDocument();
    await expect(dialog.getByRole("radio", { name: "Discount (High to Low)" })).toBeInTheDocument();
  },
};

/** Issue 31: cheapest per unit first (per ounce, per fluid ounce, per item). */
export const UnitPriceSort: Story = {
  args: { value: "UNIT_PRICE_LOW" },
  play: async ({ canvasElement, args }) => {
    const trigger = text.trigger(text.options.UNIT_PRICE_LOW);
    await expect(text.options.UNIT_PRICE_LOW).toBe("Unit price (Low to High)");
    const dialog = within(await openDialog(canvasElement, trigger));
    await expect(dialog.getByRole("radio", { name: text.options.UNIT_PRICE_LOW })).toBeChecked();
    await userEvent.click(dialog.getByRole("radio", { name: text.options.PRICE_LOW }));
    await userEvent.click(dialog.getByRole("radio", { name: text.options.UNIT_PRICE_LOW }));
    await userEvent.click(dialog.getByRole("button", { name: text.apply }));
    await expect(args.onApply).toHaveBeenCalledWith("UNIT_PRICE_LOW");
  },
};

export const AppliesThePendingChoice: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement, text.trigger(text.options.RELEVANCE)));

    await userEvent.click(dialog.getByRole("radio", { name: text.options.PRICE_HIGH }));
    await expect(dialog.getByRole("radio", { name: text.options.PRICE_HIGH })).toBeChecked();
    // Held as pending: nothing is raised until Apply.
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole("button", { name: text.apply }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith("PRICE_HIGH");
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const ClosingDiscardsThePendingChoice: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const trigger = text.trigger(text.options.RELEVANCE);
    let dialog = within(await openDialog(canvasElement, trigger));
    await userEvent.click(dialog.getByRole("radio", { name: text.options.DISCOUNT }));
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());

    // Reopening starts again from the applied sort.
    dialog = within(await openDialog(canvasElement, trigger));
    await expect(dialog.getByRole("radio", { name: text.options.RELEVANCE })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: text.options.DISCOUNT })).not.toBeChecked();

    await userEvent.click(dialog.getByRole("radio", { name: text.options.PRICE_LOW }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole("button", { name: trigger })).toHaveFocus();
  },
};

/** The dialog inside a list that takes the applied sort, as the routes do. */
function AppliedSortList({ onApply }: { onApply: (sort: ProductSort) => void }) {
  const [sort, setSort] = useState<ProductSort>("RELEVANCE");
  return (
    <SortDialog
      value={sort}
      onApply={(next) => {
        onApply(next);
        setSort(next);
      }}
    />
  );
}

export const AppliedSortShowsOnTheTrigger: Story = {
  render: (args) => <AppliedSortList onApply={args.onApply} />,
  play: async ({ canvasElement, args }) => {
    let dialog = within(await openDialog(canvasElement, text.trigger(text.options.RELEVANCE)));
    await userEvent.click(dialog.getByRole("radio", { name: text.options.DISCOUNT }));
    await userEvent.click(dialog.getByRole("button", { name: text.apply }));

    const applied = text.trigger(text.options.DISCOUNT);
    await expect(await within(canvasElement).findByRole("button", { name: applied })).toBeVisible();
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith("DISCOUNT");

    dialog = within(await openDialog(canvasElement, applied));
    await expect(dialog.getByRole("radio", { name: text.options.DISCOUNT })).toBeChecked();
  },
};

export const KeyboardOnly: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", {
      name: text.trigger(text.options.RELEVANCE),
    });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = within(await screenOf(canvasElement).findByRole("dialog"));

    const relevance = dialog.getByRole("radio", { name: text.options.RELEVANCE });
    relevance.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(dialog.getByRole("radio", { name: text.options.PRICE_LOW })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole("button", { name: text.apply })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith("PRICE_LOW");
  },
};

export const OnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, text.trigger(text.options.RELEVANCE));
    // The dialog fits a 320 px screen with its margins.
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(within(dialog).getByRole("button", { name: text.apply })).toBeVisible();
  },
};
