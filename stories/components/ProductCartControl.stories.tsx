import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ProductCartControl,
  type ProductCartControlProps,
} from "@/components/ProductCartControl/ProductCartControl";
import { productCartControlText as text } from "@/components/ProductCartControl/ProductCartControl.text";
import { productFixture } from "@/mocks/fixtures";

const product = productFixture({
  id: 105,
  name: "Toor Dal 4 lb",
  inStock: "IN_STOCK",
  qtyInCart: 0,
  cartItemId: null,
});

const meta = {
  title: "Components/Actions/ProductCartControl",
  component: ProductCartControl,
  args: { product, onQuantityChange: fn(), onNotify: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCartControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddItem: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    await userEvent.click(control.getByRole("button", { name: text.addItem }));
    // docs/product.md § States and transitions: the first add sets 1.
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 1);
    await expect(args.onNotify).not.toHaveBeenCalled();
  },
};

export const InCart: Story = {
  args: { product: { ...product, qtyInCart: 2, cartItemId: 7 } },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    await expect(control.queryByRole("button", { name: text.addItem })).toBeNull();
    await expect(
      control.getByRole("group", { name: `Quantity of ${product.name}` }),
    ).toHaveTextContent("2");
    await userEvent.click(control.getByRole("button", { name: `Add one more ${product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 3);
    await userEvent.click(control.getByRole("button", { name: `Remove one ${product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 1);
  },
};

export const LastOneInCart: Story = {
  args: { product: { ...product, qtyInCart: 1, cartItemId: 7 } },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    // docs/product.md § States and transitions: at 1 the minus is a trash icon that removes the line (quantity 0).
    await userEvent.click(
      control.getByRole("button", { name: `Remove ${product.name} from cart` }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 0);
  },
};

export const Saving: Story = {
  args: { product: { ...product, qtyInCart: 1, cartItemId: 7 }, busy: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement);
    await expect(
      control.getByRole("button", { name: `Add one more ${product.name}` }),
    ).toBeDisabled();
  },
};

export const LargeOnProductPage: Story = {
  args: { size: "md", describedBy: "product-name" },
  render: (args) => (
    <>
      <h1 id="product-name">{args.product.name}</h1>
      <ProductCartControl {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: text.addItem });
    await expect(button).toHaveAccessibleDescription(product.name);
    await expect(button).toHaveClass("h-10");
  },
};

export const ComingSoon: Story = {
  args: { product: { ...product, inStock: "COMING_SOON" } },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    await expect(control.getByText(text.comingSoon)).toBeVisible();
    await expect(control.queryByRole("button", { name: text.addItem })).toBeNull();
    await userEvent.click(control.getByRole("button", { name: text.notify }));
    await expect(args.onNotify).toHaveBeenCalledWith(args.product);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const OutOfStockWithLinesInCart: Story = {
  args: { product: { ...product, inStock: "OUT_OF_STOCK", qtyInCart: 2, cartItemId: 7 } },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    await expect(control.getByText(text.outOfStock)).toBeVisible();
    // docs/product.md § States and transitions: quantities change only for products in stock.
    await expect(control.queryByRole("group")).toBeNull();
    await userEvent.click(control.getByRole("button", { name: text.notify }));
    await expect(args.onNotify).toHaveBeenCalledWith(args.product);
  },
};

export const UnknownStockValue: Story = {
  args: { product: { ...product, inStock: "BACKORDERED" as typeof product.inStock } },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement);
    await expect(control.getByText(text.outOfStock)).toBeVisible();
    await expect(control.getByRole("button", { name: text.notify })).toBeEnabled();
  },
};

/** Saves like the app: busy at once, then the new quantity, then no longer busy. */
function SavingLikeTheApp(args: ProductCartControlProps) {
  const [quantity, setQuantity] = useState(args.product.qtyInCart);
  const [busy, setBusy] = useState(false);
  return (
    <ProductCartControl
      {...args}
      product={{ ...args.product, qtyInCart: quantity }}
      busy={busy}
      onQuantityChange={(changed, next) => {
        args.onQuantityChange(changed, next);
        setBusy(true);
        setTimeout(() => setQuantity(next), 40);
        setTimeout(() => setBusy(false), 80);
      }}
    />
  );
}

export const KeyboardFocusFollowsTheSwap: Story = {
  // Enter on Add Item: the stepper replaces it and its increase button takes focus; focus stays
  // on a step button while it waits; removing the last unit gives focus back to Add Item.
  render: (args) => <SavingLikeTheApp {...args} />,
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement);
    control.getByRole("button", { name: text.addItem }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 1);
    const increase = await control.findByRole("button", { name: `Add one more ${product.name}` });
    await waitFor(() => expect(increase).toBeEnabled());
    await expect(increase).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(control.getByRole("group")).toHaveTextContent("2"));
    await waitFor(() => expect(increase).toBeEnabled());
    await expect(increase).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(control.getByRole("group")).toHaveTextContent("1"));
    await waitFor(() => expect(increase).toBeEnabled());
    // The same button, now the trash icon, has focus back.
    await expect(
      control.getByRole("button", { name: `Remove ${product.name} from cart` }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const addItem = await control.findByRole("button", { name: text.addItem });
    await waitFor(() => expect(addItem).toBeEnabled());
    await expect(addItem).toHaveFocus();
  },
};
