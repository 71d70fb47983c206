import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ProductInfoRow } from "@/api/types";
import { ProductAccordions } from "@/components/ProductAccordions/ProductAccordions";
import { productAccordionsText as text } from "@/components/ProductAccordions/ProductAccordions.text";
import { productInfoTableText } from "@/components/ProductInfoTable/ProductInfoTable.text";
import { findCatalogProduct } from "@/mocks/fixtures";

const row = (key: string, value: string, link: string | null = null): ProductInfoRow => ({
  key,
  value,
  isTappable: link !== null,
  link,
});

const rows: ProductInfoRow[] = [
  row("Brand", "Royal Harvest"),
  row("Description", "Aged basmati with long, fluffy grains."),
  row("Nutrition", "Per 100 g: 350 kcal, 8 g protein."),
  row("Return Policy", "Returns accepted within 24 hours of delivery.", "/returns"),
  row("Disclaimer", "Packaging may differ from the image shown."),
];

const meta = {
  title: "Components/Commerce/ProductAccordions",
  component: ProductAccordions,
  args: { rows },
} satisfies Meta<typeof ProductAccordions>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

export const FirstOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = trigger(canvasElement, text.descriptionAndNutrition);
    const second = trigger(canvasElement, text.returnPolicyAndDisclaimer);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("heading", { level: 2, name: text.descriptionAndNutrition }),
    ).toBeVisible();

    await expect(page.getByText("Aged basmati with long, fluffy grains.")).toBeVisible();
    await expect(page.getByText("Per 100 g: 350 kcal, 8 g protein.")).toBeVisible();
    await expect(page.queryByText("Returns accepted within 24 hours of delivery.")).toBeNull();
    // Rows of the info table stay out of the accordions.
    await expect(page.queryByText("Royal Harvest")).toBeNull();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = trigger(canvasElement, text.descriptionAndNutrition);
    const second = trigger(canvasElement, text.returnPolicyAndDisclaimer);

    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Packaging may differ from the image shown.")).toBeVisible();
    const returns = page.getByRole("link", {
      name: "Returns accepted within 24 hours of delivery.",
    });
    await expect(returns).toHaveAttribute("href", "/returns");
    // Both can be open at once.
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.queryByText("Aged basmati with long, fluffy grains.")).toBeNull();

    // Keyboard: Space on the focused trigger opens it again.
    first.focus();
    await userEvent.keyboard(" ");
    await expect(first).toHaveAttribute("aria-expanded", "true");
  },
};

export const ExternalAndUnsafeLinks: Story = {
  args: {
    rows: [
      row("Return Policy", "Read the return policy", "https://help.example/returns"),
      row("Disclaimer", "Certified organic", "javascript:alert(1)"),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(trigger(canvasElement, text.returnPolicyAndDisclaimer));
    const link = page.getByRole("link", { name: /Read the return policy/ });
    await expect(link).toHaveAttribute("href", "https://help.example/returns");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(
      `Read the return policy ${productInfoTableText.opensInNewTab}`,
    );
    await expect(page.getByText("Certified organic").closest("a")).toBeNull();
  },
};

export const EmptyRowsHidden: Story = {
  // The catalogue's products without an image have no nutrition facts: that row is left out.
  args: { rows: findCatalogProduct(108)?.table ?? [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText("Description")).toBeVisible();
    await expect(page.queryByText("Nutrition")).toBeNull();
    await expect(page.queryByText(text.noInformation)).toBeNull();
  },
};

export const NoInformation: Story = {
  args: {
    rows: [row("Brand", "Royal Harvest"), row("Description", "  "), row("Disclaimer", "")],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(text.noInformation)).toBeVisible();
    await userEvent.click(trigger(canvasElement, text.returnPolicyAndDisclaimer));
    await expect(page.getAllByText(text.noInformation)).toHaveLength(2);
    await expect(page.queryByText("Royal Harvest")).toBeNull();
  },
};
