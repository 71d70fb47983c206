import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  MissingProductForm,
  NOTE_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
} from "@/components/MissingProductForm/MissingProductForm";
import { missingProductFormText as text } from "@/components/MissingProductForm/MissingProductForm.text";
import { snapshotAt } from "../support/chromatic";

/** The width the form has in its dialog. */
const dialogWidth: Decorator = (Story) => (
  <div className="max-w-md">
    <Story />
  </div>
);

const meta = {
  title: "Components/Forms/MissingProductForm",
  component: MissingProductForm,
  args: { onSubmit: fn(), submitting: false },
  decorators: [dialogWidth],
} satisfies Meta<typeof MissingProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsTrimmedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(text.productName), "  Kashmiri saffron 1 g  ");
    await userEvent.type(form.getByLabelText(text.note), "  The Lion brand, please.  ");
    await userEvent.click(form.getByRole("button", { name: text.submit }));

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productName: "Kashmiri saffron 1 g",
      note: "The Lion brand, please.",
    });
    await expect(form.queryByRole("alert")).toBeNull();
  },
};

export const BlankNoteLeftOut: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(text.productName), "Jaggery powder");
    await userEvent.type(form.getByLabelText(text.note), "   ");
    // Enter in the name field sends the form too.
    await userEvent.type(form.getByLabelText(text.productName), "{Enter}");

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ productName: "Jaggery powder" });
  },
};

export const BlankNameError: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const name = form.getByLabelText(text.productName);
    await expect(name).toBeRequired();
    await userEvent.type(name, "    ");
    await userEvent.click(form.getByRole("button", { name: text.submit }));

    await expect(form.getByRole("alert")).toHaveTextContent(text.productNameRequired);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(text.productNameRequired);
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Typing clears the message; the corrected name then goes out.
    await userEvent.type(name, "Curry leaves");
    await expect(form.queryByRole("alert")).toBeNull();
    await expect(name).not.toHaveAttribute("aria-invalid");
    await userEvent.click(form.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ productName: "Curry leaves" });
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const name = form.getByLabelText<HTMLInputElement>(text.productName);
    const note = form.getByLabelText<HTMLTextAreaElement>(text.note);
    await expect(name).toHaveAttribute("maxlength", String(PRODUCT_NAME_MAX_LENGTH));
    await expect(note).toHaveAttribute("maxlength", String(NOTE_MAX_LENGTH));

    await userEvent.click(name);
    await userEvent.paste("n".repeat(PRODUCT_NAME_MAX_LENGTH + 20));
    await userEvent.click(note);
    await userEvent.paste("x".repeat(NOTE_MAX_LENGTH + 50));
    // The fields stop at the contract's limits.
    await expect(name.value).toHaveLength(PRODUCT_NAME_MAX_LENGTH);
    await expect(note.value).toHaveLength(NOTE_MAX_LENGTH);

    await userEvent.click(form.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productName: "n".repeat(PRODUCT_NAME_MAX_LENGTH),
      note: "x".repeat(NOTE_MAX_LENGTH),
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(text.productName), "Amchur powder{Enter}");
    await expect(form.getByRole("button", { name: text.submit })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const name = form.getByLabelText(text.productName);
    const button = form.getByRole("button", { name: text.submit });
    // Everything fits a 320 px screen without scrolling sideways.
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
