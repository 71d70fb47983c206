import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { paymentMessages } from "@/app/payments/paymentMessages";
import { paymentMethodsText as text } from "@/components/PaymentMethods/PaymentMethods.text";
import { scenarios } from "@/mocks/scenarios";
import { PaymentMethodsRoute } from "@/routes/PaymentMethodsRoute";
import { screenOf } from "../support/portal";
import { expectToast } from "../support/toasts";
import { pageParameters } from "../support/chromatic";

const meta = {
  title: "Routes/PaymentMethodsRoute",
  component: PaymentMethodsRoute,
  render: () => (
    <Routes>
      <Route path="/payment-method" element={<PaymentMethodsRoute />} />
    </Routes>
  ),
  parameters: { ...pageParameters, route: "/payment-method", layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PaymentMethodsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const VISA = "Visa ending in 4242";
const MASTERCARD = "Mastercard ending in 4444";

/** Remove, then the confirmation's Remove. */
async function removeConfirmed(canvasElement: HTMLElement, card: HTMLElement) {
  await userEvent.click(within(card).getByRole("button", { name: /Remove/ }));
  const confirm = await screenOf(canvasElement).findByRole("alertdialog", {
    name: text.removeDialog.title,
  });
  await userEvent.click(within(confirm).getByRole("button", { name: text.removeDialog.confirm }));
}

const row = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("listitem", { name });

export const MakesACardTheDefault: Story = {
  play: async ({ canvasElement }) => {
    const visa = await row(canvasElement, VISA);
    await expect(within(visa).getByText(text.default)).toBeVisible();
    const mastercard = await row(canvasElement, MASTERCARD);
    await userEvent.click(within(mastercard).getByRole("button", { name: /Set as Default/ }));
    await expectToast(canvasElement, paymentMessages.defaultCardSet);
    // One default: the badge moved, and the new default is listed first.
    await waitFor(async () =>
      expect(within(await row(canvasElement, MASTERCARD)).getByText(text.default)).toBeVisible(),
    );
    await expect(within(await row(canvasElement, VISA)).queryByText(text.default)).toBeNull();
    const names = within(canvasElement)
      .getAllByRole("listitem")
      .map((item) => item.getAttribute("aria-label"));
    await expect(names[0]).toBe(MASTERCARD);
  },
};

export const RemovesACard: Story = {
  play: async ({ canvasElement }) => {
    const mastercard = await row(canvasElement, MASTERCARD);
    await removeConfirmed(canvasElement, mastercard);
    await expectToast(canvasElement, paymentMessages.cardRemoved);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("listitem", { name: MASTERCARD })).toBeNull(),
    );
  },
};

export const RemoveFails: Story = {
  parameters: { msw: scenarios.checkout.removeCardFails },
  play: async ({ canvasElement }) => {
    const mastercard = await row(canvasElement, MASTERCARD);
    await removeConfirmed(canvasElement, mastercard);
    await expectToast(canvasElement, paymentMessages.cardRemoveFailed);
    await expect(await row(canvasElement, MASTERCARD)).toBeVisible();
  },
};

export const NoCards: Story = {
  parameters: { msw: scenarios.checkout.noCards },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: scenarios.checkout.serverError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(await page.findByRole("alert")).toBeVisible();
  },
};
