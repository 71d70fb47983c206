import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { CartItem } from "@/api/types";
import { CheckoutCartLine } from "@/components/CheckoutCartLine/CheckoutCartLine";
import { checkoutCartLineText as text } from "@/components/CheckoutCartLine/CheckoutCartLine.text";
import { cartItemFixture, findCatalogProduct, productFixture } from "@/mocks/fixtures";

function lineOf(id: number, qty: number): CartItem {
  const product = findCatalogProduct(id) ?? productFixture({ id });
  return cartItemFixture({
    id: 1000 + id,
    product: { ...product, qtyInCart: qty, cartItemId: 1000 + id },
    qty,
  });
}

// Basmati Rice is discounted; Masoor Dal is out of stock.
const basmati = lineOf(101, 2);
const milk = lineOf(107, 1);
const masoorDal = lineOf(106, 2);

const meta = {
  title: "Components/Commerce/CheckoutCartLine",
  component: CheckoutCartLine,
  args: { line: basmati, onQuantityChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutCartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement);
    const name = basmati.product.name;
    await expect(line.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/products/${basmati.product.id}/detail`,
    );
    // The server's totals, the original struck through when it differs.
    await expect(line.getByText(basmati.formattedTotal)).toBeVisible();
    await expect(line.getByText(basmati.formattedOriginalTotal)).toBeVisible();
    await expect(basmati.formattedOriginalTotal).not.toBe(basmati.formattedTotal);
    await expect(line.getByRole("group", { name: `Quantity of ${name}` })).toHaveTextContent("2");
    await userEvent.click(line.getByRole("button", { name: `Add one more ${name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(basmati, 3);
    await userEvent.click(line.getByRole("button", { name: `Remove one ${name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(basmati, 1);
  },
};

export const LastOne: Story = {
  args: { line: milk },
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement);
    await expect(line.queryByText(text.originalTotal)).toBeNull();
    await userEvent.click(
      line.getByRole("button", { name: `Remove ${milk.product.name} from cart` }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(milk, 0);
  },
};

export const ReadOnly: Story = {
  args: { onQuantityChange: undefined },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement);
    await expect(line.queryByRole("group")).toBeNull();
    await expect(line.getByText(text.quantity(2))).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { line: masoorDal },
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement);
    // docs/product.md § States and transitions: only an IN_STOCK product's quantity can change.
    await expect(line.getByText(text.outOfStock)).toBeVisible();
    await expect(line.queryByRole("group")).toBeNull();
    await expect(line.getByText(text.quantity(2))).toBeVisible();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const Updating: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement);
    await expect(line.getByText(text.updating)).toBeInTheDocument();
    await expect(
      line.getByRole("button", { name: `Add one more ${basmati.product.name}` }),
    ).toBeEnabled();
  },
  args: { updating: true },
};
