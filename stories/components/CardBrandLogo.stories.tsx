import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CardBrandLogo } from "@/components/CardBrandLogo/CardBrandLogo";
import { cardBrandName } from "@/components/CardBrandLogo/CardBrandLogo.text";

const meta = {
  title: "Components/Commerce/CardBrandLogo",
  component: CardBrandLogo,
  args: { brand: "visa" },
} satisfies Meta<typeof CardBrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("img", { name: cardBrandName("visa") });
    await expect(badge).toHaveAttribute("data-brand", "visa");
    await expect(badge).toHaveTextContent("VISA");
  },
};

/** The brands of docs/product.md § Constants and limits, spelt as providers spell them ("American Express", "diners_club"). */
export const EveryBrand: Story = {
  render: () => (
    <div className="flex gap-3">
      {["visa", "Mastercard", "American Express", "discover", "JCB", "diners_club"].map((brand) => (
        <CardBrandLogo key={brand} brand={brand} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByRole("img");
    await expect(badges.map((badge) => badge.getAttribute("aria-label"))).toEqual(
      ["visa", "mastercard", "amex", "discover", "jcb", "diners"].map(cardBrandName),
    );
  },
};

/** Any other brand shows the generic card, named 'Card'. */
export const UnknownBrand: Story = {
  args: { brand: "unionpay" },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("img", { name: cardBrandName("unknown") });
    await expect(badge).toHaveAttribute("data-brand", "unknown");
  },
};
