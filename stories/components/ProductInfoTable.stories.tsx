import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ProductInfoRow } from "@/api/types";
import { ACCORDION_ROW_KEYS } from "@/components/ProductInfoTable/productInfoKeys";
import { ProductInfoTable } from "@/components/ProductInfoTable/ProductInfoTable";
import { productInfoTableText as text } from "@/components/ProductInfoTable/ProductInfoTable.text";
import { findCatalogProduct } from "@/mocks/fixtures";

const row = (key: string, value: string, link: string | null = null): ProductInfoRow => ({
  key,
  value,
  isTappable: link !== null,
  link,
});

const catalogTable = findCatalogProduct(101)?.table ?? [];

const meta = {
  title: "Components/Commerce/ProductInfoTable",
  component: ProductInfoTable,
  args: { rows: catalogTable },
} satisfies Meta<typeof ProductInfoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowsOf(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table", { name: text.title });
  return within(table)
    .getAllByRole("row")
    .map((tableRow) => [
      within(tableRow).getByRole("rowheader").textContent,
      within(tableRow).getByRole("cell").textContent,
    ]);
}

export const ExcludesAccordionRows: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 2, name: text.title })).toBeVisible();
    await expect(rowsOf(canvasElement)).toEqual([
      ["Brand", "Royal Harvest"],
      ["Weight", "5 kg"],
      ["Country of Origin", "India"],
      ["Shelf Life", "9 months"],
    ]);
    for (const key of ACCORDION_ROW_KEYS) {
      await expect(page.queryByRole("rowheader", { name: key })).toBeNull();
    }
  },
};

export const KeysComparedExactly: Story = {
  // Only the exact keys feed the accordions; a differently written key is ordinary info.
  args: { rows: [row("Description", "Goes to the accordion"), row("description ", "Stays here")] },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([["description ", "Stays here"]]);
  },
};

export const LinkRows: Story = {
  args: {
    rows: [
      row("Brand", "Royal Harvest", "https://brand.example/royal-harvest"),
      row("Recipes", "Biryani ideas", "/search?q=biryani"),
      row("Certificate", "Organic", "javascript:alert(1)"),
      { key: "Origin", value: "India", isTappable: false, link: "https://example.com/india" },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const external = page.getByRole("link", { name: /Royal Harvest/ });
    await expect(external).toHaveAttribute("href", "https://brand.example/royal-harvest");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(external).toHaveAccessibleName(`Royal Harvest ${text.opensInNewTab}`);

    const internal = page.getByRole("link", { name: "Biryani ideas" });
    await expect(internal).toHaveAttribute("href", "/search?q=biryani");
    await expect(internal).not.toHaveAttribute("target");

    // An unsafe link, or a row that is not tappable, shows its value as text.
    await expect(page.getByText("Organic").closest("a")).toBeNull();
    await expect(page.getByText("India").closest("a")).toBeNull();
    await expect(page.getAllByRole("link")).toHaveLength(2);
  },
};

/**
 * Rows that the product page shows in its accordion (Description, Nutrition, …) are not repeated
 * here: with only those, the table is left out, so the picture is blank.
 */
export const OnlyAccordionRows: Story = {
  args: {
    rows: catalogTable.filter((tableRow) => ACCORDION_ROW_KEYS.some((k) => k === tableRow.key)),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: text.title })).toBeNull();
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
  },
};
