import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  PromotionBanners,
  PromotionBannersSkeleton,
} from "@/components/PromotionBanners/PromotionBanners";
import { promotionBannersText as text } from "@/components/PromotionBanners/PromotionBanners.text";
import { homePageFixture, promotionBannerFixture } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

/** The mock home page's four banners: PRODUCT 101, CATEGORY 2, CATEGORY 33, PRODUCT 111. */
const fourBanners = homePageFixture().promotionBanners;
const productBanner = promotionBannerFixture({ promotionBannerType: "PRODUCT", entityId: 101 });
const categoryBanner = promotionBannerFixture({
  promotionBannerType: "CATEGORY",
  entityId: 2,
  title: "Fresh Dairy Daily",
  background: "#1d4ed8",
});

const desktop = { viewport: { value: "desktop", isRotated: false } };
const mobile = { viewport: { value: "mobile2", isRotated: false } };

const meta = {
  title: "Components/Commerce/PromotionBanners",
  component: PromotionBanners,
  args: { banners: fourBanners },
  parameters: { chromatic: snapshotAt("desktop") },
  globals: desktop,
} satisfies Meta<typeof PromotionBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneBanner: Story = {
  args: { banners: [productBanner] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const links = page.getAllByRole("link");
    await expect(links).toHaveLength(1);
    const top = page.getByRole("link", { name: "Basmati Rice 15% OFF" });
    await expect(top).toHaveAttribute("href", "/products/101/detail");

    // The top banner is the first paint: loaded at once, with its size known before it arrives.
    const image = within(top).getByRole("img");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "400");
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
};

export const FourBannersOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("region", { name: text.label })).toBeVisible();
    const expected = [
      ["Basmati Rice 15% OFF", "/products/101/detail"],
      ["Fresh Dairy Daily", "/categories/2/products"],
      ["Masala Week", "/categories/33/products"],
      ["Desi Ghee 20% OFF", "/products/111/detail"],
    ] as const;
    for (const [name, href] of expected) {
      const link = page.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    // The three smaller banners sit below the fold's first paint, so they load lazily.
    const small = within(page.getByRole("list")).getAllByRole("img");
    await expect(small).toHaveLength(3);
    for (const image of small) await expect(image).toHaveAttribute("loading", "lazy");
  },
};

export const FourBannersOnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Only large screens show the smaller banners.
    await expect(page.getAllByRole("link")).toHaveLength(1);
    await expect(page.getByRole("link", { name: "Basmati Rice 15% OFF" })).toBeVisible();
    await expect(page.queryByRole("link", { name: "Fresh Dairy Daily" })).toBeNull();
    await expect(page.getByRole("list", { hidden: true })).not.toBeVisible();
  },
};

export const AtMostThreeSmallBanners: Story = {
  args: {
    banners: [
      ...fourBanners,
      promotionBannerFixture({
        promotionBannerType: "CATEGORY",
        entityId: 41,
        title: "Snack Time",
        background: "#be123c",
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole("link")).toHaveLength(4);
    await expect(page.queryByRole("link", { name: "Snack Time" })).toBeNull();
  },
};

export const CategoryBannerOnTop: Story = {
  args: { banners: [categoryBanner, productBanner] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("link", { name: "Fresh Dairy Daily" })).toHaveAttribute(
      "href",
      "/categories/2/products",
    );
    await expect(page.getByRole("link", { name: "Basmati Rice 15% OFF" })).toHaveAttribute(
      "href",
      "/products/101/detail",
    );
  },
};

/** Without banners the section is left out altogether, so the picture is blank. */
export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: text.label })).toBeNull();
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <PromotionBannersSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId("banner-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.firstElementChild).toHaveClass("aspect-[3/1]");
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
