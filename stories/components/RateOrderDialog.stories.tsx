import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RateOrderDialog } from "@/components/RateOrderDialog/RateOrderDialog";
import { rateOrderDialogText as text } from "@/components/RateOrderDialog/RateOrderDialog.text";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/RateOrderDialog",
  component: RateOrderDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), riderName: "Imran" },
  parameters: overlayParameters,
} satisfies Meta<typeof RateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const RatesOrderAndRider: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const order = within(dialog.getByRole("group", { name: text.orderLegend }));
    const rider = within(dialog.getByRole("group", { name: text.riderLegend("Imran") }));
    // docs/product.md § Validation: stars 1 to 5.
    await expect(order.getAllByRole("radio")).toHaveLength(5);
    await expect(rider.getAllByRole("radio")).toHaveLength(5);

    await userEvent.click(order.getByRole("radio", { name: text.star(4) }));
    await expect(order.getByRole("radio", { name: text.star(4) })).toBeChecked();
    // Arrow keys move within a group.
    await userEvent.keyboard("{ArrowRight}");
    await expect(order.getByRole("radio", { name: text.star(5) })).toBeChecked();
    await userEvent.click(rider.getByRole("radio", { name: text.star(1) }));
    await userEvent.type(
      dialog.getByRole("textbox", { name: text.orderComments }),
      "Fresh produce ",
    );
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderRating: 5,
      orderComments: "Fresh produce",
      driverRating: 1,
    });
  },
};

export const RatingMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(dialog.getAllByRole("alert")).toHaveLength(2);
    await expect(dialog.getByRole("group", { name: text.orderLegend })).toHaveAccessibleDescription(
      text.missingRating,
    );

    await userEvent.click(
      within(dialog.getByRole("group", { name: text.orderLegend })).getByRole("radio", {
        name: text.star(3),
      }),
    );
    await expect(dialog.getAllByRole("alert")).toHaveLength(1);
    await expect(
      dialog.getByRole("group", { name: text.riderLegend("Imran") }),
    ).toHaveAccessibleDescription(text.missingRating);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutARider: Story = {
  args: { riderName: null },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("group", { name: text.riderLegend(null) })).toBeVisible();
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("button", { name: text.submit })).toBeDisabled();
  },
};
