import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomeLayout } from "@/components/HomeLayout/HomeLayout";
import { homeLayoutText as text } from "@/components/HomeLayout/HomeLayout.text";
import { PromotionBanners } from "@/components/PromotionBanners/PromotionBanners";
import { TopCategories } from "@/components/TopCategories/TopCategories";
import { topCategoriesText } from "@/components/TopCategories/TopCategories.text";
import { homePageFixture } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

const home = homePageFixture();

const meta = {
  title: "Components/Layout/HomeLayout",
  component: HomeLayout,
  args: { loading: false },
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: {
    children: (
      <>
        <PromotionBanners banners={home.promotionBanners} />
        <TopCategories subCategories={home.highlightSubCategories} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    await expect(page.getByRole("heading", { name: topCategoriesText.title })).toBeVisible();
    await expect(page.queryByTestId("home-skeleton")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, children: <p>Never shown while loading</p> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    await expect(page.getByRole("status")).toHaveTextContent(text.loading);
    // Skeletons of the banner, the category grid and a carousel hold the page's shape.
    await expect(page.getByTestId("banner-skeleton")).toBeVisible();
    await expect(page.getByTestId("category-grid-skeleton")).toBeVisible();
    await expect(page.getByTestId("showcase-skeleton")).toBeVisible();
    await expect(page.queryByText("Never shown while loading")).toBeNull();
  },
};

export const LoadingOnMobile: Story = {
  ...Loading,
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** An empty or failed home page keeps only its h1, for screen readers, so the picture is blank. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // An empty or failed home page still has its heading and nothing else.
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    await expect(page.queryByRole("link")).toBeNull();
    await expect(page.queryByTestId("home-skeleton")).toBeNull();
  },
};
