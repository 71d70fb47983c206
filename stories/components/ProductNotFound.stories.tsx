import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductNotFound } from "@/components/ProductNotFound/ProductNotFound";
import { productNotFoundText as text } from "@/components/ProductNotFound/ProductNotFound.text";

const meta = {
  title: "Components/Feedback/ProductNotFound",
  component: ProductNotFound,
  args: { homeHref: "/" },
} satisfies Meta<typeof ProductNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
  },
};
