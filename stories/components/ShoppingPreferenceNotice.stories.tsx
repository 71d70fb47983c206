import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ShoppingPreferenceNotice } from "@/components/ShoppingPreferenceNotice/ShoppingPreferenceNotice";
import { shoppingPreferenceNoticeText as text } from "@/components/ShoppingPreferenceNotice/ShoppingPreferenceNotice.text";

const meta = {
  title: "Components/Feedback/ShoppingPreferenceNotice",
  component: ShoppingPreferenceNotice,
  args: { onlyShow: ["VEGETARIAN"], settingsHref: "/setting" },
} satisfies Meta<typeof ShoppingPreferenceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vegetarian: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement);
    await expect(notice.getByText("Showing only Vegetarian")).toBeVisible();
    await expect(notice.getByRole("link", { name: text.change })).toHaveAttribute(
      "href",
      "/setting",
    );
  },
};

export const VegetarianAndHalal: Story = {
  args: { onlyShow: ["VEGETARIAN", "HALAL"] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Showing only Vegetarian and Halal"),
    ).toBeVisible();
  },
};
