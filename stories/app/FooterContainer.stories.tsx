import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { FooterContainer } from "@/app/layout/FooterContainer";
import { footerText as text } from "@/components/Footer/Footer.text";
import { removeStorage } from "@/lib/storage";
import { catalogCategories, popularSearchesFixture, supportConfigs } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { pageParameters, snapshotAt } from "../support/chromatic";

const meta = {
  title: "App/FooterContainer",
  component: FooterContainer,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  // The configs are cached locally for an hour; each story asks the mock API afresh.
  beforeEach: () => removeStorage("configs"),
} satisfies Meta<typeof FooterContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer, once its lists have answered: it appears whole (FooterContainer). */
async function footer(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole("contentinfo"));
}

function configured(key: string) {
  const value = supportConfigs.find((config) => config.key === key)?.value;
  if (!value) throw new Error(`The mock configs have no ${key}`);
  return value;
}

const popular = popularSearchesFixture();

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const page = await footer(canvasElement);
    const firstProduct = popular.products[0];
    await expect(await page.findByRole("link", { name: firstProduct?.name ?? "" })).toHaveAttribute(
      "href",
      `/products/${firstProduct?.id}/detail`,
    );
    await expect(page.getByRole("link", { name: "Royal Harvest" })).toHaveAttribute(
      "href",
      "/search?q=Royal+Harvest",
    );

    const categories = within(page.getByRole("region", { name: text.categories }));
    await waitFor(() =>
      expect(categories.getAllByRole("link")).toHaveLength(catalogCategories.length),
    );

    await waitFor(() =>
      expect(
        page.getByRole("link", { name: `${text.aboutUs} ${text.opensInNewTab}` }),
      ).toHaveAttribute("href", configured("ABOUT_PAGE_URL")),
    );
    for (const [label, key] of [
      [text.privacyPolicy, "PRIVACY_POLICY_PAGE_URL"],
      [text.terms, "TERMS_PAGE_URL"],
      [text.faq, "FAQS_PAGE_URL"],
    ] as const) {
      await expect(
        page.getByRole("link", { name: `${label} ${text.opensInNewTab}` }),
      ).toHaveAttribute("href", configured(key));
    }
    await expect(page.getByText(text.copyright(new Date().getFullYear()))).toBeVisible();
  },
};

export const CatalogueFailsToLoad: Story = {
  // docs/product.md § Messages and errors: popular searches and categories failures are logged only.
  parameters: { msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = await footer(canvasElement);
    await waitFor(() => expect(page.queryByText(text.popularSearches)).toBeNull());
    await waitFor(() => expect(page.queryByRole("region", { name: text.categories })).toBeNull());
    // The rest of the footer stands.
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
    await expect(
      await page.findByRole("link", { name: `${text.faq} ${text.opensInNewTab}` }),
    ).toBeVisible();
  },
};

/**
 * Filling in its lists one by one would move what is below them: the footer waits for them all,
 * and a page short enough to show it never shifts (issue 26). Until then it draws nothing, so the
 * picture is blank.
 */
export const CatalogueLoading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    // The configs answer at once; the catalogue's lists never do.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole("contentinfo")).toBeNull();
  },
};

export const ConfigsFailToLoad: Story = {
  parameters: { msw: scenarios.support.serverError },
  play: async ({ canvasElement }) => {
    const links = within(
      (await footer(canvasElement)).getByRole("navigation", { name: text.linksLabel }),
    );
    await waitFor(() => expect(links.getByText(text.aboutUs)).toBeVisible());
    for (const label of [text.aboutUs, text.privacyPolicy, text.terms, text.faq]) {
      await expect(links.queryByRole("link", { name: new RegExp(label) })).toBeNull();
    }
    await expect(links.getByRole("link", { name: text.orders })).toHaveAttribute(
      "href",
      "/my-orders",
    );
  },
};

export const Mobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: { viewport: { value: "mobile2" } },
  play: async ({ canvasElement }) => {
    const page = await footer(canvasElement);
    const categories = within(page.getByRole("region", { name: text.categories }));
    await waitFor(() =>
      expect(categories.getAllByRole("link")).toHaveLength(catalogCategories.length),
    );
    // Popular Searches are for large screens only.
    await expect(page.getByText(text.popularSearches)).not.toBeVisible();
  },
};
