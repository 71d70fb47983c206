import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  AddCardDialogContainer,
  type AddCardDialogContainerProps,
} from "@/app/payments/AddCardDialogContainer";
import { paymentMessages } from "@/app/payments/paymentMessages";
import { addCardDialogText as text } from "@/components/AddCardDialog/AddCardDialog.text";
import { db } from "@/mocks/db";
import { savedCards } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { createPaymentsAdapter } from "@/platform/payments";
import { paymentsText } from "@/platform/payments/payments.text";
import { screenOf } from "../support/portal";
import { expectNoToast, expectToast } from "../support/toasts";
import { pageParameters } from "../support/chromatic";

/** The dialog as checkout opens it: open until the container asks to close, and opened again by a button. */
function HostedAddCardDialog({ onOpenChange, ...props }: AddCardDialogContainerProps) {
  const [open, setOpen] = useState(true);
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add card
      </button>
      <AddCardDialogContainer {...props} open={open} onOpenChange={changeOpen} />
    </>
  );
}

const meta = {
  title: "App/AddCardDialogContainer",
  component: HostedAddCardDialog,
  parameters: pageParameters,
  globals: { session: "customer" },
  args: {
    open: true,
    onOpenChange: fn(),
    onSaved: fn(),
    // The offline sandbox whatever the build's key: Stripe cannot be reached from here.
    paymentsAdapter: createPaymentsAdapter({}),
  },
} satisfies Meta<typeof HostedAddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date well ahead of both the machine's clock and the mocks' (June 2026). */
const GOOD_EXPIRY = "1230";

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

async function enterCard(
  canvasElement: HTMLElement,
  card: { number: string; expiry?: string; cvc?: string },
) {
  const dialog = await dialogOf(canvasElement);
  const fields = {
    number: await dialog.findByRole("textbox", { name: paymentsText.number }),
    expiry: dialog.getByRole("textbox", { name: paymentsText.expiry }),
    cvc: dialog.getByRole("textbox", { name: paymentsText.cvc }),
  };
  await userEvent.type(fields.number, card.number);
  await userEvent.type(fields.expiry, card.expiry ?? GOOD_EXPIRY);
  await userEvent.type(fields.cvc, card.cvc ?? "123");
  return { dialog, fields };
}

const saveButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole("button", { name: text.save });

export const SavesACard: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await enterCard(canvasElement, { number: "4242 4242 4242 4242" });
    await userEvent.click(saveButton(dialog));

    await expectToast(canvasElement, paymentMessages.cardSaved);
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole("dialog", { name: text.title })).toBeNull(),
    );
    const saved = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 };
    await expect(args.onSaved).toHaveBeenCalledOnce();
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining(saved));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(db.cards).toHaveLength(savedCards.length + 1);
    await expect(db.cards.at(-1)).toMatchObject(saved);

    // Opened again, the form starts empty.
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add card" }));
    const reopened = await dialogOf(canvasElement);
    await expect(await reopened.findByRole("textbox", { name: paymentsText.number })).toHaveValue(
      "",
    );
  },
};

export const CardDeclined: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await enterCard(canvasElement, { number: "4000 0000 0000 0002" });
    await userEvent.click(saveButton(dialog));

    await expectToast(canvasElement, paymentMessages.cardSaveFailed("Your card was declined."));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Your card was declined.");
    await expect(saveButton(dialog)).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(db.cards).toEqual(savedCards);
  },
};

/** verify-card refuses the intent (422): the server's reason is the provider's message. */
export const VerifyCardDeclines: Story = {
  parameters: { msw: scenarios.checkout.cardDeclined },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await enterCard(canvasElement, { number: "4242 4242 4242 4242" });
    await userEvent.click(saveButton(dialog));
    await expectToast(canvasElement, "Card save failed: Your card was declined.");
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(db.cards).toEqual(savedCards);
  },
};

export const BadCardNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, fields } = await enterCard(canvasElement, { number: "4242 4242 4242 4241" });
    await expect(fields.number).toHaveAttribute("aria-invalid", "true");
    await expect(fields.number).toHaveAccessibleDescription(paymentsText.numberProblems.invalid);

    await userEvent.click(saveButton(dialog));
    // Nothing is sent: the shopper is taken back to the number.
    await waitFor(() => expect(fields.number).toHaveFocus());
    await expectNoToast(canvasElement, paymentMessages.somethingWentWrong);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(db.cards).toEqual(savedCards);
  },
};

export const ExpiryInThePast: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, fields } = await enterCard(canvasElement, {
      number: "4242 4242 4242 4242",
      expiry: "0120",
    });
    await expect(fields.expiry).toHaveValue("01/20");
    await expect(fields.expiry).toHaveAttribute("aria-invalid", "true");
    await expect(fields.expiry).toHaveAccessibleDescription(paymentsText.expiryProblems.past);

    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(fields.expiry).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ShortSecurityCode: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, fields } = await enterCard(canvasElement, {
      number: "4242 4242 4242 4242",
      cvc: "12",
    });
    // Still typing: not a mistake yet.
    await expect(fields.cvc).toHaveAttribute("aria-invalid", "false");

    await userEvent.click(saveButton(dialog));
    await expect(fields.cvc).toHaveAttribute("aria-invalid", "true");
    await expect(fields.cvc).toHaveAccessibleDescription(paymentsText.cvcProblems.incomplete);
    await waitFor(() => expect(fields.cvc).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const number = await dialog.findByRole("textbox", { name: paymentsText.number });
    await userEvent.click(saveButton(dialog));
    await expect(number).toHaveAccessibleDescription(paymentsText.numberProblems.required);
    await expect(
      dialog.getByRole("textbox", { name: paymentsText.expiry }),
    ).toHaveAccessibleDescription(paymentsText.expiryProblems.required);
    await expect(
      dialog.getByRole("textbox", { name: paymentsText.cvc }),
    ).toHaveAccessibleDescription(paymentsText.cvcProblems.required);
    await waitFor(() => expect(number).toHaveFocus());
  },
};

export const SaveCardServerError: Story = {
  parameters: { msw: scenarios.checkout.saveCardFails },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await enterCard(canvasElement, { number: "4242 4242 4242 4242" });
    await userEvent.click(saveButton(dialog));
    await expectToast(canvasElement, paymentMessages.somethingWentWrong);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      paymentMessages.somethingWentWrong,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(db.cards).toEqual(savedCards);
  },
};

export const Saving: Story = {
  parameters: { msw: scenarios.checkout.saveCardHangs },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await enterCard(canvasElement, { number: "4242 4242 4242 4242" });
    await userEvent.click(saveButton(dialog));
    await expect(await dialog.findByRole("button", { name: text.saving })).toBeDisabled();
    // The card form stays until the provider answers: Escape does not close it.
    await userEvent.keyboard("{Escape}");
    await expect(screenOf(canvasElement).getByRole("dialog", { name: text.title })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
