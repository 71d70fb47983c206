import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TipRiderDialog } from "@/components/TipRiderDialog/TipRiderDialog";
import {
  TIP_PRESETS,
  tipPresetLabel,
  tipRiderDialogText as text,
} from "@/components/TipRiderDialog/TipRiderDialog.text";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/TipRiderDialog",
  component: TipRiderDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof TipRiderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const group = within(dialog.getByRole("group", { name: text.amountLegend }));
    // docs/product.md § Constants and limits: $5, $10, $15, $20, $25 and Other.
    await expect(
      group.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["$5", "$10", "$15", "$20", "$25", text.other]);
    await expect(TIP_PRESETS).toEqual([5, 10, 15, 20, 25]);
    await expect(dialog.getByText(text.description)).toBeVisible();
    await userEvent.click(group.getByRole("radio", { name: tipPresetLabel(15) }));
    await expect(group.getByRole("radio", { name: tipPresetLabel(15) })).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(15);
  },
};

export const OtherAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole("spinbutton")).toBeNull();
    await userEvent.click(dialog.getByRole("radio", { name: text.other }));
    const amount = dialog.getByRole("spinbutton", { name: text.otherLabel });
    // docs/product.md § Validation: input minimum 1, step 0.01.
    await expect(amount).toHaveAttribute("min", "1");
    await expect(amount).toHaveAttribute("step", "0.01");
    await userEvent.type(amount, "7.50");
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(7.5);
  },
};

/** docs/product.md § Validation: not a number, or 0 or less, is 'Enter a valid amount' and nothing is sent. */
export const InvalidAmounts: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: text.other }));
    const amount = dialog.getByRole("spinbutton", { name: text.otherLabel });
    const submit = dialog.getByRole("button", { name: text.submit });

    // Empty.
    await userEvent.click(submit);
    await expect(dialog.getByRole("alert")).toHaveTextContent(text.invalid);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(text.invalid);

    for (const typed of ["0", "-1"]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      // Typing clears the message until the next try.
      await expect(dialog.queryByRole("alert")).toBeNull();
      await userEvent.click(submit);
      await expect(dialog.getByRole("alert")).toHaveTextContent(text.invalid);
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Choosing a preset clears it and sends.
    await userEvent.click(dialog.getByRole("radio", { name: tipPresetLabel(5) }));
    await expect(dialog.queryByRole("alert")).toBeNull();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(5);
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(dialog.getByRole("alert")).toHaveTextContent(text.invalid);
    await expect(
      dialog.getByRole("group", { name: text.amountLegend }),
    ).toHaveAccessibleDescription(text.invalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: tipPresetLabel(10) }));
    const submit = dialog.getByRole("button", { name: text.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
