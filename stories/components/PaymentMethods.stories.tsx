import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PaymentMethods } from "@/components/PaymentMethods/PaymentMethods";
import { paymentMethodsText as text } from "@/components/PaymentMethods/PaymentMethods.text";
import { savedCardSummaryText } from "@/components/SavedCardSummary/SavedCardSummary.text";
import { paymentMethodFixture } from "@/mocks/fixtures";
import { screenOf } from "../support/portal";
import { snapshotAt } from "../support/chromatic";

const visa = paymentMethodFixture({ id: "pm_visa", isDefault: true });
const mastercard = paymentMethodFixture({
  id: "pm_mastercard",
  brand: "mastercard",
  last4: "4444",
  exp_month: 3,
  exp_year: 2027,
  isDefault: false,
});
const amex = paymentMethodFixture({
  id: "pm_amex",
  brand: "amex",
  last4: "8431",
  exp_month: 5,
  exp_year: 2031,
  isDefault: false,
});

const meta = {
  title: "Components/Commerce/PaymentMethods",
  component: PaymentMethods,
  args: {
    cards: [visa, mastercard, amex],
    settingsHref: "/setting",
    onRetry: fn(),
    onAddCard: fn(),
    onRemove: fn(),
    onSetDefault: fn(),
  },
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardRow = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("listitem", { name });

export const SavedCards: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole("link", { name: text.back })).toHaveAttribute("href", "/setting");
    // Only the default card has the badge, and only the others can become it.
    const visaRow = cardRow(canvasElement, "Visa ending in 4242");
    await expect(within(visaRow).getByText(text.default)).toBeVisible();
    await expect(within(visaRow).queryByRole("button", { name: /Set as Default/ })).toBeNull();
    await expect(
      within(visaRow).getByText(savedCardSummaryText.expiry(visa.exp_month, visa.exp_year)),
    ).toBeVisible();
    const mastercardRow = cardRow(canvasElement, "Mastercard ending in 4444");
    await expect(within(mastercardRow).queryByText(text.default)).toBeNull();
    await expect(
      within(mastercardRow).getByText(savedCardSummaryText.expiry(3, 2027)),
    ).toBeVisible();

    await userEvent.click(within(mastercardRow).getByRole("button", { name: /Set as Default/ }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(mastercard);
    await userEvent.click(
      within(cardRow(canvasElement, "American Express ending in 8431")).getByRole("button", {
        name: /Remove/,
      }),
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
    const confirm = await screenOf(canvasElement).findByRole("alertdialog", {
      name: text.removeDialog.title,
    });
    await expect(
      within(confirm).getByText(text.removeDialog.description("American Express ending in 8431")),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: text.removeDialog.confirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(amex);
    await userEvent.click(page.getByRole("button", { name: text.addNewCard }));
    await expect(args.onAddCard).toHaveBeenCalled();
  },
};

export const Removing: Story = {
  args: { removingCardIds: ["pm_amex"] },
  play: async ({ canvasElement }) => {
    const row = cardRow(canvasElement, "American Express ending in 8431");
    await expect(within(row).getByRole("button", { name: /Removing/ })).toBeDisabled();
    await expect(within(row).getByRole("button", { name: /Set as Default/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { cards: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.loading)).toBeInTheDocument();
  },
};

export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { cards: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const KeepingACard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(cardRow(canvasElement, "Mastercard ending in 4444")).getByRole("button", {
        name: /Remove/,
      }),
    );
    const confirm = await screenOf(canvasElement).findByRole("alertdialog", {
      name: text.removeDialog.title,
    });
    await userEvent.click(within(confirm).getByRole("button", { name: text.removeDialog.keep }));
    await expect(
      screenOf(canvasElement).queryByRole("alertdialog", { name: text.removeDialog.title }),
    ).toBeNull();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
