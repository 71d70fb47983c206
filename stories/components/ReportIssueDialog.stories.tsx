import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ReportIssueDialog } from "@/components/ReportIssueDialog/ReportIssueDialog";
import { reportIssueDialogText as text } from "@/components/ReportIssueDialog/ReportIssueDialog.text";
import { orderWithShortagesFixture } from "@/mocks/fixtures";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

// Milk as ordered, basmati replaced (so "Poor replacement" is offered), cumin awaiting an answer,
// garam masala refunded (nothing left to report).
const order = orderWithShortagesFixture();
const lineNamed = (name: string) => {
  const line = order.orderProducts.find((product) => product.product.name.startsWith(name));
  if (!line) throw new Error(`no ${name} line`);
  return line;
};

const meta = {
  title: "Components/Overlays/ReportIssueDialog",
  component: ReportIssueDialog,
  args: { open: true, onOpenChange: fn(), lines: order.orderProducts, onSubmit: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof ReportIssueDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const ChooseItemsAndAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const items = within(dialog.getByRole("group", { name: text.itemsLegend }));
    // A line refunded in full has nothing left to report.
    await expect(items.getAllByRole("checkbox")).toHaveLength(3);
    await expect(items.queryByRole("checkbox", { name: /Garam Masala/ })).toBeNull();
    const reasons = within(dialog.getByRole("group", { name: text.reasonLegend }));
    await expect(reasons.getByRole("radio", { name: text.reasons.POOR_REPLACEMENT })).toBeVisible();

    const cumin = lineNamed("Cumin");
    await userEvent.click(items.getByRole("checkbox", { name: new RegExp(cumin.product.name) }));
    // Two were ordered: how many is asked, all of them at first.
    const quantity = items.getByRole("combobox", { name: text.quantityOf(cumin.product.name) });
    await expect(quantity).toHaveValue(String(cumin.qty));
    await userEvent.selectOptions(quantity, "1");
    await userEvent.click(reasons.getByRole("radio", { name: text.reasons.DAMAGED }));
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: "DAMAGED",
      items: [{ orderProductId: cumin.id, qty: 1 }],
      photo: null,
    });
  },
};

export const SaysWhatIsMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(dialog.getByRole("group", { name: text.itemsLegend })).toHaveAccessibleDescription(
      text.noItems,
    );
    await expect(
      dialog.getByRole("group", { name: text.reasonLegend }),
    ).toHaveAccessibleDescription(text.noReason);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithAPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const milk = lineNamed("Whole Milk");
    await userEvent.click(dialog.getByRole("checkbox", { name: new RegExp(milk.product.name) }));
    await userEvent.click(dialog.getByRole("radio", { name: text.reasons.MISSING }));
    const photo = new File(["photo"], "torn-bag.jpg", { type: "image/jpeg" });
    await userEvent.upload(dialog.getByLabelText(text.photo), photo);
    await expect(dialog.getByText("torn-bag.jpg")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: "MISSING",
      items: [{ orderProductId: milk.id, qty: 1 }],
      photo,
    });
  },
};

export const WithoutReplacedItems: Story = {
  args: { lines: [lineNamed("Whole Milk")] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole("radio", { name: text.reasons.POOR_REPLACEMENT })).toBeNull();
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("button", { name: text.submit })).toBeDisabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const milk = dialog.getByRole("checkbox", { name: /Whole Milk/ });
    milk.focus();
    await userEvent.keyboard(" ");
    await expect(milk).toBeChecked();
    dialog.getByRole("radio", { name: text.reasons.MISSING }).focus();
    await userEvent.keyboard(" ");
    dialog.getByRole("button", { name: text.submit }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
