import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AddCardDialog, type CardFormRenderProps } from "@/components/AddCardDialog/AddCardDialog";
import { addCardDialogText as text } from "@/components/AddCardDialog/AddCardDialog.text";
import { createPaymentsAdapter } from "@/platform/payments";
import { paymentsText } from "@/platform/payments/payments.text";
import { screenOf } from "../support/portal";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

// The offline card form, as the container would pass it without a Stripe key.
const { CardForm } = createPaymentsAdapter({});
const renderSandboxForm = (props: CardFormRenderProps) => <CardForm {...props} />;
// Stripe's form with a key that cannot reach Stripe from here: it shows its failure to load.
const { CardForm: StripeCardForm } = createPaymentsAdapter({
  stripePublishableKey: "pk_test_story",
});

const meta = {
  title: "Components/Overlays/AddCardDialog",
  component: AddCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    renderCardForm: renderSandboxForm,
    onSubmit: fn(),
    saving: false,
    error: null,
  },
  parameters: overlayParameters,
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const EntersACard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(text.description)).toBeVisible();
    await userEvent.type(
      await dialog.findByRole("textbox", { name: paymentsText.number }),
      "4242424242424242",
    );
    await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.expiry }), "1230");
    await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.cvc }), "123");
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Enter in a field submits too.
    await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.cvc }), "{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const save = dialog.getByRole("button", { name: text.saving });
    await expect(save).toBeDisabled();
    await expect(dialog.getByRole("button", { name: text.cancel })).toBeDisabled();
    // The card cannot change while the provider confirms it.
    await expect(await dialog.findByRole("textbox", { name: paymentsText.number })).toHaveAttribute(
      "readonly",
    );
    await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.cvc }), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  args: { error: "Your card was declined." },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("alert")).toHaveTextContent("Your card was declined.");
    await expect(dialog.getByRole("button", { name: text.save })).toBeEnabled();
  },
};

/** Any form goes in the slot: here a stand-in, as the Stripe form is for the container to pass. */
export const AnyCardForm: Story = {
  args: {
    renderCardForm: ({ disabled }) => (
      <p data-testid="card-form" data-disabled={disabled}>
        Card fields
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByTestId("card-form")).toHaveAttribute("data-disabled", "false");
  },
};

export const StripeFormUnavailable: Story = {
  args: { renderCardForm: (props) => <StripeCardForm {...props} /> },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const error = await dialog.findByText(paymentsText.stripeLoadError, undefined, {
      timeout: 15_000,
    });
    await expect(error).toHaveAttribute("role", "alert");
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Closes: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.cancel }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
