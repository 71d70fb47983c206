import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SectionHeader } from "@/components/SectionHeader/SectionHeader";
import { sectionHeaderText as text } from "@/components/SectionHeader/SectionHeader.text";

const meta = {
  title: "Components/Layout/SectionHeader",
  component: SectionHeader,
  args: { title: "Basmati Rice", seeAllHref: "/categories/11/products" },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSeeAll: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.getByRole("heading", { level: 2, name: "Basmati Rice" })).toBeVisible();
    const seeAll = header.getByRole("link", { name: text.seeAllLabel("Basmati Rice") });
    await expect(seeAll).toHaveTextContent(text.seeAll);
    await expect(seeAll).toHaveAttribute("href", "/categories/11/products");
  },
};

export const TitleOnly: Story = {
  args: { seeAllHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "Basmati Rice" }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
