import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SavedCardSummary } from "@/components/SavedCardSummary/SavedCardSummary";
import { savedCardSummaryText as text } from "@/components/SavedCardSummary/SavedCardSummary.text";
import { paymentMethodFixture } from "@/mocks/fixtures";

const meta = {
  title: "Components/Commerce/SavedCardSummary",
  component: SavedCardSummary,
  args: {
    card: paymentMethodFixture({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2028 }),
  },
} satisfies Meta<typeof SavedCardSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Visa" })).toBeVisible();
    await expect(canvas.getByText("•••• 4242")).toBeVisible();
    await expect(canvas.getByText("Expiry: 12/2028")).toBeVisible();
  },
};

/** docs/product.md § Constants and limits: the expiry month is padded to 2 digits. */
export const PaddedMonth: Story = {
  args: {
    card: paymentMethodFixture({
      brand: "mastercard",
      last4: "4444",
      exp_month: 3,
      exp_year: 2027,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Mastercard" })).toBeVisible();
    await expect(canvas.getByText(text.masked("4444"))).toBeVisible();
    await expect(canvas.getByText("Expiry: 03/2027")).toBeVisible();
  },
};

/** A brand outside the list of docs/product.md § Constants and limits shows the generic card. */
export const UnknownBrand: Story = {
  args: {
    card: paymentMethodFixture({ brand: "unionpay", last4: "0005", exp_month: 1, exp_year: 2031 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Card" })).toHaveAttribute(
      "data-brand",
      "unknown",
    );
    await expect(canvas.getByText(text.expiry(1, 2031))).toHaveTextContent("Expiry: 01/2031");
  },
};
