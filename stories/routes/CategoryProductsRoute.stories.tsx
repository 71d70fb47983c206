import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useLocation } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { selectEthnicity } from "@/app/preferences";
import { categoryListingText as text } from "@/components/CategoryListing/CategoryListing.text";
import { paginationText } from "@/components/Pagination/Pagination.text";
import { productListingText } from "@/components/ProductListing/ProductListing.text";
import { sortDialogText } from "@/components/SortDialog/SortDialog.text";
import { removeStorage } from "@/lib/storage";
import { catalogCategories, ethnicities } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { SERVER_ERROR_MESSAGE } from "@/mocks/scenarios/builders";
import { CategoryProductsRoute } from "@/routes/CategoryProductsRoute";
import { expectNoToast } from "../support/toasts";
import {
  categoryDescribedAs,
  manyProducts,
  manyResults,
  type RequestLog,
} from "./search.scenarios";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";

const ADDRESS = "Address";

/** Shows where the memory router is, for the stories to assert on. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p className="mt-8 border-t pt-3 text-sm">
      <output aria-label={ADDRESS}>{`${pathname}${search}`}</output>
    </p>
  );
}

function CategoryScreen() {
  return (
    <>
      <Routes>
        <Route path="/categories/:id/products" element={<CategoryProductsRoute />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

const cleanEthnicity = () => removeStorage("ethnicity");

const meta = {
  title: "Routes/CategoryProductsRoute",
  component: CategoryProductsRoute,
  render: () => <CategoryScreen />,
  parameters: { ...pageParameters, route: "/categories/1/products" },
  beforeEach: () => {
    cleanEthnicity();
    return cleanEthnicity;
  },
} satisfies Meta<typeof CategoryProductsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const [rice] = catalogCategories;
if (!rice) throw new Error("The mock catalogue has no categories");

async function expectAddress(canvasElement: HTMLElement, address: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByRole("status", { name: ADDRESS }).textContent).toBe(address),
  );
}

function cardsIn(canvasElement: HTMLElement, name: string) {
  const grid = within(canvasElement).getByRole("list", { name: text.gridLabel(name) });
  return within(grid).getAllByRole("article");
}

function firstPrice(canvasElement: HTMLElement, name: string): number | undefined {
  const first = cardsIn(canvasElement, name)[0];
  const shown = first ? within(first).getByRole("heading").textContent : null;
  return manyProducts.find((product) => product.name === shown)?.price;
}

export const TopLevelCategory: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: rice.name })).toBeVisible();

    // A top-level category's siblings are the other top-level categories.
    const siblings = within(await page.findByRole("navigation", { name: text.siblings }));
    await expect(siblings.getAllByRole("link").map((link) => link.textContent)).toEqual(
      catalogCategories.map((category) => category.name),
    );
    await expect(siblings.getByRole("link", { name: rice.name })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const children = within(
      await page.findByRole("navigation", { name: text.children(rice.name) }),
    );
    for (const sub of rice.subCategories) {
      await expect(children.getByRole("link", { name: sub.name })).toHaveAttribute(
        "href",
        `/categories/${sub.id}/products`,
      );
    }

    await waitFor(() => expect(cardsIn(canvasElement, rice.name)).toHaveLength(6));
    // One page only: no pager.
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();

    const about = page.getByRole("region", { name: text.about(rice.name) });
    await expect(about).toHaveTextContent(`All of ${rice.name}.`);
    await expect(about.querySelector("strong")).toHaveTextContent(rice.name);
  },
};

export const SubCategory: Story = {
  parameters: { route: "/categories/11/products" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Rice" })).toBeVisible();
    const siblings = within(await page.findByRole("navigation", { name: text.siblings }));
    await expect(siblings.getAllByRole("link").map((link) => link.textContent)).toEqual(
      rice.subCategories.map((sub) => sub.name),
    );
    await expect(siblings.getByRole("link", { name: "Rice" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await waitFor(() => expect(cardsIn(canvasElement, "Rice")).toHaveLength(2));
    // A leaf: no sub-categories to list.
    await expect(page.queryByRole("navigation", { name: text.children("Rice") })).toBeNull();
    await expect(page.getByRole("region", { name: text.about("Rice") })).toHaveTextContent(
      "Everyday rice, delivered fresh.",
    );
  },
};

export const FollowingASiblingLink: Story = {
  parameters: { route: "/categories/11/products" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const siblings = within(await page.findByRole("navigation", { name: text.siblings }));
    await userEvent.click(siblings.getByRole("link", { name: "Atta & Flours" }));

    await expectAddress(canvasElement, "/categories/12/products");
    await expect(
      await page.findByRole("heading", { level: 1, name: "Atta & Flours" }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(page.getByRole("navigation", { name: text.siblings })).getByRole("link", {
          name: "Atta & Flours",
        }),
      ).toHaveAttribute("aria-current", "page"),
    );
  },
};

const hostileDescription = [
  "<p>Fresh <strong>basmati</strong> every day.</p>",
  "<ul><li>Pack sizes: 5 kg</li></ul>",
  '<p><a href="https://example.com/guide">Rice guide</a></p>',
  "<script>window.categoryPwned = 'script'</script>",
  "<img src=x onerror=\"window.categoryPwned = 'img'\">",
  "<a href=\"javascript:window.categoryPwned = 'link'\">Tap here</a>",
  '<iframe src="https://example.com"></iframe>',
  "<style>main { display: none }</style>",
  "<svg onload=\"window.categoryPwned = 'svg'\"></svg>",
  '<form action="https://example.com"><input name="card"></form>',
].join("");

declare global {
  interface Window {
    categoryPwned?: string;
  }
}

export const HostileDescriptionIsSanitised: Story = {
  parameters: { route: "/categories/11/products", msw: categoryDescribedAs(hostileDescription) },
  beforeEach: () => {
    delete window.categoryPwned;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const about = await page.findByRole("region", { name: text.about("Rice") });
    await expect(about.querySelector("strong")).toHaveTextContent("basmati");
    await expect(within(about).getByRole("listitem")).toHaveTextContent("Pack sizes: 5 kg");
    const guide = within(about).getByRole("link", { name: "Rice guide" });
    await expect(guide).toHaveAttribute("href", "https://example.com/guide");
    await expect(guide).toHaveAttribute("rel", "noopener noreferrer");
    await expect(guide).toHaveAttribute("target", "_blank");

    for (const selector of ["script", "img", "iframe", "style", "svg", "form", "input"]) {
      await expect(about.querySelector(selector)).toBeNull();
    }
    await expect(within(about).getByText("Tap here")).not.toHaveAttribute("href");
    await userEvent.click(within(about).getByText("Tap here"));
    await expect(window.categoryPwned).toBeUndefined();
  },
};

const productsLog: RequestLog = [];
const clearLog = () => {
  productsLog.length = 0;
};

export const PagedAndSorted: Story = {
  parameters: { msw: manyResults(productsLog) },
  beforeEach: clearLog,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pager = within(await page.findByRole("navigation", { name: paginationText.label }));
    await expect(pager.getByText(paginationText.status(1, 3))).toBeVisible();
    await expect(productsLog.at(-1)?.get("categoryId")).toBe(String(rice.id));

    await userEvent.click(pager.getByRole("button", { name: paginationText.next }));
    await expectAddress(canvasElement, "/categories/1/products?page=2");
    await expect(await pager.findByText(paginationText.status(2, 3))).toBeVisible();

    await userEvent.click(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.RELEVANCE) }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: sortDialogText.title,
      }),
    );
    await userEvent.click(dialog.getByRole("radio", { name: sortDialogText.options.PRICE_HIGH }));
    await userEvent.click(dialog.getByRole("button", { name: sortDialogText.apply }));

    await expectAddress(canvasElement, "/categories/1/products?sortBy=PRICE_HIGH");
    const dearest = Math.max(...manyProducts.map((product) => product.price));
    await waitFor(() => expect(firstPrice(canvasElement, rice.name)).toBe(dearest));
    await expect(await pager.findByText(paginationText.status(1, 3))).toBeVisible();
  },
};

export const AnotherEthnicityReloadsTheProducts: Story = {
  parameters: { route: "/categories/1/products?page=2", msw: manyResults(productsLog) },
  beforeEach: clearLog,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(paginationText.status(2, 3))).toBeVisible();
    const india = ethnicities[1];
    if (!india) throw new Error("The mock ethnicities have fewer than two entries");

    selectEthnicity(india);
    await expectAddress(canvasElement, "/categories/1/products");
    // Another list, asked for from its first page.
    await waitFor(() =>
      expect(
        productsLog.map((params) => [params.get("ethnicity"), params.get("page")]),
      ).toContainEqual([String(india.id), "1"]),
    );
    await expect(await page.findByText(paginationText.status(1, 3))).toBeVisible();
  },
};

export const EmptyCategory: Story = {
  parameters: { msw: scenarios.catalog.emptySearch },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expect(page.getByText(text.emptyHint)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: rice.name })).toBeVisible();
  },
};

export const UnknownCategory: Story = {
  parameters: { route: "/categories/999/products" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: text.notFound })).toBeVisible();
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
    await expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
};

export const IdThatIsNotANumber: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/categories/rice/products" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: text.notFound }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent(text.loadingTitle);
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
  },
};

export const FailsToLoad: Story = {
  parameters: { msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // docs/product.md § Messages and errors: logged only. A heading and the empty state, and no message.
    await expect(
      await page.findByRole("heading", { level: 1, name: text.fallbackTitle }),
    ).toBeVisible();
    await expect(
      await page.findByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expectNoToast(canvasElement, SERVER_ERROR_MESSAGE);
    await expect(within(canvasElement.ownerDocument.body).queryByRole("alert")).toBeNull();
  },
};

export const OnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const siblings = await page.findByRole("navigation", { name: text.siblings });
    const row = siblings.querySelector("ul");
    // The sibling row scrolls sideways; the sub-categories come above the grid.
    await expect(row?.scrollWidth).toBeGreaterThan(row?.clientWidth ?? 0);
    const children = await page.findByRole("navigation", { name: text.children(rice.name) });
    await waitFor(() => expect(cardsIn(canvasElement, rice.name).length).toBeGreaterThan(0));
    const grid = page.getByRole("list", { name: text.gridLabel(rice.name) });
    await expect(children.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      grid.getBoundingClientRect().top,
    );
  },
};

// ----------------------------------------------------------------- diet filters (issue 31)

const dietChip = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole("button", { name: new RegExp(`^${label}\\b`) });

/** Two chips combine (AND), each push a history entry, and a reload of the URL keeps them. */
export const DietChipsCombine: Story = {
  parameters: { route: "/categories/2/products" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Dairy & Eggs" }),
    ).toBeVisible();
    await waitFor(() => expect(cardsIn(canvasElement, "Dairy & Eggs")).toHaveLength(6));

    await userEvent.click(await dietChip(canvasElement, "Vegetarian"));
    await expectAddress(canvasElement, "/categories/2/products?marks=VEGETARIAN");
    await waitFor(() => expect(cardsIn(canvasElement, "Dairy & Eggs")).toHaveLength(5));
    await userEvent.click(await dietChip(canvasElement, "Jain"));
    await expectAddress(canvasElement, "/categories/2/products?marks=VEGETARIAN&marks=JAIN");
    // Malai paneer is not Jain; the eggs are not vegetarian.
    await waitFor(() =>
      expect(
        cardsIn(canvasElement, "Dairy & Eggs").map(
          (card) => within(card).getByRole("heading").textContent,
        ),
      ).toEqual(["Whole Milk 1 gal", "Plain Dahi 2 lb", "Fresh Paneer 400 g", "Desi Ghee 1 lb"]),
    );
    for (const label of ["Vegetarian", "Jain"]) {
      await expect(await dietChip(canvasElement, label)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(await dietChip(canvasElement, "Vegan")).toHaveAttribute("aria-pressed", "false");
  },
};

/** Opened from a link with a filter: the chip is on and the list filtered from the first answer. */
export const OpenedWithADietFilter: Story = {
  parameters: { route: "/categories/4/products?marks=GLUTEN_FREE" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    await expect(await dietChip(canvasElement, "Gluten-free")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(
        cardsIn(canvasElement, "Snacks & Sweets").map(
          (card) => within(card).getByRole("heading").textContent,
        ),
      ).toEqual(["Masala Potato Chips 150 g", "Milk Chocolate Bar 150 g"]),
    );
  },
};
