import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductMarks } from "@/components/ProductMarks/ProductMarks";
import { productMarksText as text } from "@/components/ProductMarks/ProductMarks.text";
import { cardWidth } from "../support/frames";

const meta = {
  title: "Components/Commerce/ProductMarks",
  component: ProductMarks,
  args: { marks: ["VEGETARIAN", "HALAL", "VEGAN", "JAIN", "GLUTEN_FREE"] },
  decorators: [cardWidth],
} satisfies Meta<typeof ProductMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a card: the FSSAI symbol, named for screen readers, and the claims as short labels. */
export const CompactVegetarian: Story = {
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement);
    const symbol = marks.getByRole("img", { name: text.marks.VEGETARIAN });
    await expect(symbol.querySelector("circle")).not.toBeNull();
    // On a card the marks are one line, not a list (the card sits in its grid's list).
    await expect(marks.queryByRole("list")).toBeNull();
    await expect(marks.getByText("Halal · Vegan · Jain · Gluten-free")).toBeVisible();
  },
};

export const CompactNonVegetarian: Story = {
  args: { marks: ["NON_VEGETARIAN", "HALAL", "CONTAINS_DAIRY"] },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement);
    const symbol = marks.getByRole("img", { name: text.marks.NON_VEGETARIAN });
    await expect(symbol.querySelector("path")).not.toBeNull();
    // Allergens wait for the product page.
    await expect(marks.queryByText(text.marks.CONTAINS_DAIRY)).toBeNull();
  },
};

/** On the product page: the symbol with its word, the claims, and the allergens apart. */
export const Full: Story = {
  args: {
    variant: "full",
    marks: ["VEGETARIAN", "HALAL", "GLUTEN_FREE", "CONTAINS_NUTS", "CONTAINS_DAIRY"],
  },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement);
    await expect(marks.getByText(text.marks.VEGETARIAN)).toBeVisible();
    const allergens = marks.getByRole("list", { name: text.allergens });
    await expect(within(allergens).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const FullNonVegetarianContainsGluten: Story = {
  args: { variant: "full", marks: ["NON_VEGETARIAN", "CONTAINS_GLUTEN"] },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement);
    await expect(marks.getByText(text.marks.NON_VEGETARIAN)).toBeVisible();
    await expect(marks.getByText(text.marks.CONTAINS_GLUTEN)).toBeVisible();
  },
};
