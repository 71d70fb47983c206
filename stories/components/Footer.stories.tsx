import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "@/components/Footer/Footer";
import { footerText as text } from "@/components/Footer/Footer.text";
import { catalogCategories, popularSearchesFixture } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const popularSearches = popularSearchesFixture();
const categories = catalogCategories.map(({ id, name }) => ({ id, name }));

const pageUrls = {
  about: "https://storefront.example/about",
  terms: "https://storefront.example/terms",
  privacy: "https://storefront.example/privacy",
  faq: "https://storefront.example/faq",
};

const meta = {
  title: "Components/Layout/Footer",
  component: Footer,
  args: {
    popularSearches,
    popularSearchesLoading: false,
    categories,
    categoriesLoading: false,
    pageUrls,
    year: 2026,
  },
  parameters: { chromatic: snapshotAt("desktop"), layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

function footer(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("contentinfo"));
}

function section(canvasElement: HTMLElement, heading: string) {
  const region = footer(canvasElement).getByRole("region", { name: heading });
  return within(region);
}

/** The links of one Popular Searches row, by the row's title. */
function popularRow(canvasElement: HTMLElement, title: string) {
  const rowTitle = section(canvasElement, text.popularSearches).getByRole("heading", {
    name: `${title}:`,
  });
  const row = rowTitle.parentElement;
  if (!row) throw new Error(`No row ${title}`);
  return within(row).getAllByRole("link");
}

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const products = popularRow(canvasElement, text.products);
    await expect(products).toHaveLength(popularSearches.products.length);
    const firstProduct = popularSearches.products[0];
    await expect(products[0]).toHaveTextContent(firstProduct?.name ?? "");
    await expect(products[0]).toHaveAttribute("href", `/products/${firstProduct?.id}/detail`);

    const brands = popularRow(canvasElement, text.brands);
    await expect(brands.map((link) => link.getAttribute("href"))).toEqual(
      popularSearches.featuredBrands.map(
        (brand) => `/search?${new URLSearchParams({ q: brand.name })}`,
      ),
    );
    await expect(brands[0]).toHaveTextContent("Royal Harvest");

    const bestSellers = popularRow(canvasElement, text.categories);
    await expect(bestSellers.map((link) => link.getAttribute("href"))).toEqual(
      popularSearches.bestSellerSubCategories.map((entry) => `/categories/${entry.id}/products`),
    );

    const categoryLinks = section(canvasElement, text.categories).getAllByRole("link");
    await expect(categoryLinks.map((link) => link.textContent)).toEqual(
      categories.map((category) => category.name),
    );
    await expect(categoryLinks[0]).toHaveAttribute(
      "href",
      `/categories/${categories[0]?.id}/products`,
    );

    await expect(footer(canvasElement).getByText(text.copyright(2026))).toBeVisible();
  },
};

export const LinkColumns: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const links = within(footer(canvasElement).getByRole("navigation", { name: text.linksLabel }));
    await expect(links.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
    await expect(links.getByRole("link", { name: text.notifications })).toHaveAttribute(
      "href",
      "/notifications",
    );
    await expect(links.getByRole("link", { name: text.orders })).toHaveAttribute(
      "href",
      "/my-orders",
    );

    // Spec: the configured pages, opened in a new tab as they belong to other sites.
    for (const [label, href] of [
      [text.aboutUs, pageUrls.about],
      [text.privacyPolicy, pageUrls.privacy],
      [text.terms, pageUrls.terms],
      [text.faq, pageUrls.faq],
    ] as const) {
      const link = links.getByRole("link", { name: `${label} ${text.opensInNewTab}` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    // Spec: empty targets, so they are named but lead nowhere and take no focus.
    for (const label of [text.careers, text.customerSupport, text.blogs]) {
      await expect(links.getByText(label)).toBeVisible();
      await expect(links.queryByRole("link", { name: label })).toBeNull();
    }
  },
};

export const AppsAndSocialLinks: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const apps = section(canvasElement, text.downloadApp);
    await expect(apps.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      "#",
    );
    await expect(apps.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      "#",
    );

    const social = within(apps.getByRole("list", { name: text.socialLabel }));
    for (const name of Object.values(text.social)) {
      await expect(social.getByRole("link", { name })).toHaveAttribute("href", "#");
    }
  },
};

export const Loading: Story = {
  args: {
    popularSearches: undefined,
    popularSearchesLoading: true,
    categories: undefined,
    categoriesLoading: true,
  },
  play: async ({ canvasElement }) => {
    const popular = section(canvasElement, text.popularSearches);
    await expect(popular.getByTestId("popular-searches-skeleton")).toBeVisible();
    await expect(popular.queryAllByRole("link")).toHaveLength(0);

    const list = section(canvasElement, text.categories);
    await expect(list.getByTestId("categories-skeleton")).toBeVisible();
    await expect(list.queryAllByRole("link")).toHaveLength(0);
  },
};

export const WithoutPopularSearches: Story = {
  // The popular searches failed to load: logged only, the section is left out (docs/product.md § Messages and errors).
  args: { popularSearches: undefined },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement).queryByText(text.popularSearches)).toBeNull();
    await expect(section(canvasElement, text.categories).getAllByRole("link")).toHaveLength(
      categories.length,
    );
  },
};

export const WithoutCategories: Story = {
  args: { categories: undefined },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement).queryByRole("region", { name: text.categories })).toBeNull();
    await expect(
      section(canvasElement, text.popularSearches).getAllByRole("link"),
    ).not.toHaveLength(0);
  },
};

export const ConfigNotLoaded: Story = {
  args: { pageUrls: {} },
  play: async ({ canvasElement }) => {
    const links = within(footer(canvasElement).getByRole("navigation", { name: text.linksLabel }));
    for (const label of [text.aboutUs, text.privacyPolicy, text.terms, text.faq]) {
      await expect(links.getByText(label)).toBeVisible();
      await expect(links.queryByRole("link", { name: new RegExp(label) })).toBeNull();
    }
  },
};

export const SameSiteConfigLink: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { pageUrls: { ...pageUrls, about: "/about-us" } },
  play: async ({ canvasElement }) => {
    const about = footer(canvasElement).getByRole("link", { name: text.aboutUs });
    await expect(about).toHaveAttribute("href", "/about-us");
    await expect(about).not.toHaveAttribute("target");
  },
};

export const Mobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: { viewport: { value: "mobile2" } },
  play: async ({ canvasElement }) => {
    // Popular Searches are for large screens only.
    await expect(footer(canvasElement).getByText(text.popularSearches)).not.toBeVisible();
    await expect(footer(canvasElement).queryByRole("link", { name: "Royal Harvest" })).toBeNull();
    await expect(section(canvasElement, text.categories).getAllByRole("link")).toHaveLength(
      categories.length,
    );
    await expect(footer(canvasElement).getByRole("link", { name: text.home })).toBeVisible();
  },
};
