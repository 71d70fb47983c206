import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { expect, userEvent, within } from "storybook/test";
import { FieldLabel, type FieldLabelProps } from "@/components/ui/FieldLabel";

/** The label over the text box it names, as the forms lay them out. */
function LabelledField({ required, children }: FieldLabelProps) {
  const id = useId();
  return (
    <div className="flex w-72 flex-col gap-1">
      <FieldLabel htmlFor={id} required={required}>
        {children}
      </FieldLabel>
      <input
        id={id}
        required={required}
        className="h-10 rounded-lg border border-gray-300 px-3 text-sm"
      />
    </div>
  );
}

const meta = {
  title: "Components/Forms/FieldLabel",
  component: FieldLabel,
  render: (args) => <LabelledField {...args} />,
  args: { children: "Email" },
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Email")).toHaveTextContent(/^Email$/);
    const field = canvas.getByRole("textbox", { name: "Email" });
    await expect(field).not.toBeRequired();
    // The label is the field's: pressing it puts the caret in the box.
    await userEvent.click(canvas.getByText("Email"));
    await expect(field).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true, children: "Full Name" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("*")).toBeVisible();
    // The asterisk is for the eye: screen readers hear the name and the field's own `required`.
    const field = canvas.getByRole("textbox", { name: "Full Name" });
    await expect(field).toBeRequired();
  },
};
