import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Product } from "@/api/types";
import { productMessages } from "@/app/productMessages";
import { productCardText as text } from "@/components/ProductCard/ProductCard.text";
import { findCatalogProduct } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { expectToast } from "../support/toasts";
import { ProductCardContainer } from "@/routes/shared/ProductCardContainer";
import { cardWidth } from "../support/frames";
import { behaviourOnly, pageParameters } from "../support/chromatic";

function catalogProduct(id: number): Product {
  const product = findCatalogProduct(id);
  if (!product) throw new Error(`The mock catalogue has no product ${id}`);
  return product;
}

const inStock = catalogProduct(101);
const comingSoon = catalogProduct(104);

const meta = {
  title: "Routes/Shared/ProductCardContainer",
  component: ProductCardContainer,
  parameters: pageParameters,
  args: { product: inStock },
  globals: { session: "customer" },
  decorators: [cardWidth],
} satisfies Meta<typeof ProductCardContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FillsTheCart: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const counter = `Quantity of ${inStock.name}`;

    // The counter's buttons are disabled while a change is saved: a shopper's next click (and
    // so the test's) lands once the counter is no longer busy.
    const settledAt = (qty: string) =>
      waitFor(() => {
        const group = card.getByRole("group", { name: counter });
        expect(group).toHaveTextContent(qty);
        expect(group).toHaveAttribute("aria-busy", "false");
      });

    await userEvent.click(card.getByRole("button", { name: text.addItem }));
    await card.findByRole("group", { name: counter });
    await settledAt("1");

    await userEvent.click(card.getByRole("button", { name: `Add one more ${inStock.name}` }));
    await settledAt("2");

    await userEvent.click(card.getByRole("button", { name: `Remove one ${inStock.name}` }));
    await settledAt("1");

    await userEvent.click(card.getByRole("button", { name: `Remove ${inStock.name} from cart` }));
    await expect(await card.findByRole("button", { name: text.addItem })).toBeVisible();
  },
};

export const CartUpdateFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.cart.updateFails },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.addItem }));

    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    await expect(within(canvasElement).getByRole("button", { name: text.addItem })).toBeEnabled();
  },
};

export const NotifyWhenBack: Story = {
  args: { product: comingSoon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.comingSoon)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.notify }));

    await expectToast(canvasElement, productMessages.notifySucceeded);
  },
};

export const NotifyFails: Story = {
  tags: ["behaviour"],
  args: { product: comingSoon },
  parameters: { chromatic: behaviourOnly, msw: scenarios.catalog.notifyFails },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.notify }));

    await expectToast(canvasElement, productMessages.notifyFailed);
  },
};

export const CartStillLoading: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.cart.loading },
  play: async ({ canvasElement }) => {
    // Until the cart answers, the product's own qtyInCart is shown.
    await expect(within(canvasElement).getByRole("button", { name: text.addItem })).toBeVisible();
  },
};
