import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeliveryInstructions } from "@/components/DeliveryInstructions/DeliveryInstructions";
import { deliveryInstructionsText as text } from "@/components/DeliveryInstructions/DeliveryInstructions.text";

const meta = {
  title: "Components/Forms/DeliveryInstructions",
  component: DeliveryInstructions,
  args: { note: null, leaveAtDoorstep: false, onUpdate: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const block = within(canvasElement);
    const note = block.getByRole("textbox", { name: text.noteLabel });
    await expect(note).toHaveValue("");
    await expect(note).toHaveAttribute("placeholder", text.placeholder);
    await expect(block.getByRole("checkbox", { name: text.leaveAtDoorstep })).not.toBeChecked();

    await userEvent.type(note, "  Ring twice  ");
    await userEvent.click(block.getByRole("checkbox", { name: text.leaveAtDoorstep }));
    await userEvent.click(block.getByRole("button", { name: text.update }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ note: "Ring twice", leaveAtDoorstep: true });
  },
};

export const SavedInstructions: Story = {
  args: { note: "Lobby Code 90", leaveAtDoorstep: true },
  play: async ({ canvasElement, args }) => {
    const block = within(canvasElement);
    await expect(block.getByRole("textbox", { name: text.noteLabel })).toHaveValue("Lobby Code 90");
    await expect(block.getByRole("checkbox", { name: text.leaveAtDoorstep })).toBeChecked();
    // Clearing the note sends an empty one, which the contract reads as "no instructions".
    await userEvent.clear(block.getByRole("textbox", { name: text.noteLabel }));
    await userEvent.click(block.getByRole("checkbox", { name: text.leaveAtDoorstep }));
    await userEvent.click(block.getByRole("button", { name: text.update }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ note: "", leaveAtDoorstep: false });
  },
};

export const Updating: Story = {
  args: { note: "Lobby Code 90", updating: true },
  play: async ({ canvasElement, args }) => {
    const block = within(canvasElement);
    const button = block.getByRole("button", { name: text.updating });
    await expect(button).toBeDisabled();
    await expect(block.queryByRole("button", { name: text.update })).toBeNull();
    // Enter in the form does not send a second request while one is in flight.
    await userEvent.type(block.getByRole("checkbox", { name: text.leaveAtDoorstep }), "{enter}");
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
