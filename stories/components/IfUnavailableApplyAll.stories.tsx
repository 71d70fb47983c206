import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { IfUnavailableApplyAll } from "@/components/IfUnavailablePicker/IfUnavailableApplyAll";
import { ifUnavailablePickerText as text } from "@/components/IfUnavailablePicker/IfUnavailablePicker.text";

const meta = {
  title: "Components/Forms/IfUnavailablePicker/ApplyAll",
  component: IfUnavailableApplyAll,
  args: { choices: ["BEST_MATCH", "REFUND", "SPECIFIC_ITEM"], onApply: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IfUnavailableApplyAll>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("group", { name: text.applyToAll }));

export const MixedChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const group = groupOf(canvasElement);
    await expect(group.getAllByRole("button")).toHaveLength(2);
    await expect(
      group.getByRole("button", { name: text.choices.BEST_MATCH.label }),
    ).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(group.getByRole("button", { name: text.choices.BEST_MATCH.label }));
    await expect(args.onApply).toHaveBeenCalledWith("BEST_MATCH");
  },
};

export const EveryLineRefunds: Story = {
  args: { choices: ["REFUND", "REFUND"] },
  play: async ({ canvasElement }) => {
    const group = groupOf(canvasElement);
    await expect(group.getByRole("button", { name: text.choices.REFUND.label })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("REFUND");
  },
};

export const Applying: Story = {
  args: { applying: true },
  play: async ({ canvasElement, args }) => {
    const group = groupOf(canvasElement);
    for (const button of group.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByRole("group")).toHaveAttribute("aria-busy", "true");
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
