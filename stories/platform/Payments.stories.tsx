import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { createPaymentsAdapter, type CardEntry } from "@/platform/payments";
import { paymentsText as text } from "@/platform/payments/payments.text";

const sandbox = createPaymentsAdapter({});
// No key is real here, and Stripe cannot be reached from our machines: its story is the failure.
const stripe = createPaymentsAdapter({ stripePublishableKey: "pk_test_story" });

interface CardFormStoryProps {
  provider: "sandbox" | "stripe";
  /** What check() answered when 'Check card' was pressed. */
  onCheck: (ok: boolean | null) => void;
}

/** A card form the width the add-card dialog gives it, with a button standing in for its submit. */
function CardFormStory({ provider, onCheck }: CardFormStoryProps) {
  const entry = useRef<CardEntry>(null);
  const { CardForm } = provider === "stripe" ? stripe : sandbox;
  return (
    <div className="flex max-w-md flex-col gap-3">
      <CardForm ref={entry} />
      <button
        type="button"
        className="self-start rounded border px-3 py-1 text-sm"
        onClick={() => onCheck(entry.current?.check() ?? null)}
      >
        Check card
      </button>
    </div>
  );
}

const meta = {
  title: "Platform/Payments",
  component: CardFormStory,
  args: { provider: "sandbox", onCheck: fn() },
} satisfies Meta<typeof CardFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sandboxFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    number: await canvas.findByRole("textbox", { name: text.number }),
    expiry: canvas.getByRole("textbox", { name: text.expiry }),
    cvc: canvas.getByRole("textbox", { name: text.cvc }),
  };
}

export const SandboxFormatsAsTheShopperTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, number, expiry, cvc } = await sandboxFields(canvasElement);
    await expect(canvas.getByText(text.sandboxHint)).toBeVisible();
    await expect(number).toHaveAttribute("autocomplete", "cc-number");
    await expect(number).toHaveAttribute("inputmode", "numeric");
    // docs/product.md § Payment methods: the card form hides the postal code.
    await expect(canvas.queryByRole("textbox", { name: /postal|zip/i })).toBeNull();

    await userEvent.type(number, "4242424242424242");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    await expect(canvas.getByRole("img", { name: "Visa" })).toBeVisible();
    // Backspace just after a group's space takes the digit before it (the 4th), not only the space.
    await userEvent.type(number, "{Backspace}", { initialSelectionStart: 5 });
    await expect(number).toHaveValue("4244 2424 2424 242");
    await userEvent.clear(number);
    await userEvent.type(number, "4242424242424242");
    await expect(number).toHaveValue("4242 4242 4242 4242");

    await userEvent.type(expiry, "1230");
    await expect(expiry).toHaveValue("12/30");
    await userEvent.type(cvc, "12345");
    await expect(cvc).toHaveValue("123");
    await expect(number).toHaveAttribute("aria-invalid", "false");

    await userEvent.click(canvas.getByRole("button", { name: "Check card" }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(true);
  },
};

/**
 * Issue 26: "12 / 34" (as Stripe's own field shows it) pasted into the expiry left "12/" when the
 * field's maxLength cut the paste. Every whole form reads MM/YY, pasted or autofilled.
 */
export const SandboxTakesAPastedOrAutofilledExpiry: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, number, expiry, cvc } = await sandboxFields(canvasElement);
    await expect(expiry).toHaveAttribute("autocomplete", "cc-exp");
    await expect(expiry).toHaveAttribute("inputmode", "numeric");
    await expect(cvc).toHaveAttribute("autocomplete", "cc-csc");
    await expect(cvc).toHaveAttribute("inputmode", "numeric");

    for (const pasted of ["12 / 34", "12/34", "1234", "12/2034"]) {
      await userEvent.clear(expiry);
      await userEvent.click(expiry);
      await userEvent.paste(pasted);
      await expect(expiry).toHaveValue("12/34");
    }

    // An autofill sets the whole value at once, in the form the browser keeps.
    await userEvent.clear(expiry);
    fireEvent.change(expiry, { target: { value: "12 / 2034" } });
    await expect(expiry).toHaveValue("12/34");

    // The card number and the code take a paste with spaces too.
    await userEvent.click(number);
    await userEvent.paste("4242 4242 4242 4242");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    await userEvent.click(cvc);
    await userEvent.paste(" 123 ");
    await expect(cvc).toHaveValue("123");

    await userEvent.click(canvas.getByRole("button", { name: "Check card" }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(true);
  },
};

export const SandboxRefusesABadNumberAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const { number } = await sandboxFields(canvasElement);
    await userEvent.type(number, "4242424242424241");
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(text.numberProblems.invalid);
  },
};

export const SandboxAmexTakesAFourDigitCode: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, number, expiry, cvc } = await sandboxFields(canvasElement);
    await userEvent.type(number, "378282246310005");
    await expect(number).toHaveValue("3782 8224 6310 005");
    await expect(canvas.getByRole("img", { name: "American Express" })).toBeVisible();
    await userEvent.type(expiry, "0531");
    await userEvent.type(cvc, "123");
    await userEvent.tab();
    await expect(cvc).toHaveAccessibleDescription(text.cvcProblems.incomplete);
    await userEvent.type(cvc, "4");
    await expect(cvc).toHaveAttribute("aria-invalid", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Check card" }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(true);
  },
};

export const SandboxCheckShowsEveryProblem: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, number, expiry, cvc } = await sandboxFields(canvasElement);
    // Tabbing past empty fields is not a mistake yet.
    await userEvent.click(number);
    await userEvent.tab();
    await expect(number).toHaveAttribute("aria-invalid", "false");

    await userEvent.click(canvas.getByRole("button", { name: "Check card" }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(false);
    await expect(number).toHaveAccessibleDescription(text.numberProblems.required);
    await expect(expiry).toHaveAccessibleDescription(text.expiryProblems.required);
    await expect(cvc).toHaveAccessibleDescription(text.cvcProblems.required);
    // Focus goes to the first field to fix.
    await waitFor(() => expect(number).toHaveFocus());
  },
};

export const StripeFormFailsToLoad: Story = {
  args: { provider: "stripe" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByText(text.stripeLoadError, undefined, { timeout: 15_000 });
    await expect(error).toHaveAttribute("role", "alert");
    // Without Stripe there is no card to send.
    await userEvent.click(canvas.getByRole("button", { name: "Check card" }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(false);
  },
};
