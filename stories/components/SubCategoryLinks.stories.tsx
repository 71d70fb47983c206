import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps, type ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SubCategoryLinks } from "@/components/SubCategoryLinks/SubCategoryLinks";
import { catalogSubCategories } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const dairy = catalogSubCategories.filter((sub) => [21, 22, 23].includes(sub.id));

const meta = {
  title: "Components/Commerce/SubCategoryLinks",
  component: SubCategoryLinks,
  args: {
    label: "Related categories",
    subCategories: dairy,
    currentId: 22,
    hrefOf: (id: number) => `/categories/${id}/products`,
  },
} satisfies Meta<typeof SubCategoryLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(
      within(canvasElement).getByRole("navigation", { name: "Related categories" }),
    );
    const links = nav.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(dairy.map((sub) => sub.name));
    await expect(nav.getByRole("link", { name: "Paneer & Cheese" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
    await expect(links[0]).toHaveAttribute("href", "/categories/21/products");
    // One row.
    await expect(links[0]?.getBoundingClientRect().top).toBe(links[2]?.getBoundingClientRect().top);
  },
};

export const SideListOnALargeScreen: Story = {
  args: { layout: "side", currentId: undefined, label: "Inside Dairy & Eggs" },
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links.some((link) => link.hasAttribute("aria-current"))).toBe(false);
    // A column: each link below the last.
    await expect(links[1]?.getBoundingClientRect().top).toBeGreaterThan(
      links[0]?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const Loading: Story = {
  args: { subCategories: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
    await expect(within(canvasElement).queryAllByRole("link")).toHaveLength(0);
    await expect(canvasElement.querySelectorAll(".animate-pulse")).toHaveLength(4);
  },
};

/** No related categories once loaded: no row and no skeleton, so the picture is blank. */
export const NoneLoaded: Story = {
  args: { subCategories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
    await expect(canvasElement.querySelector(".animate-pulse")).toBeNull();
  },
};

const manyChips = catalogSubCategories.slice(0, 12);
const lastChip = manyChips[manyChips.length - 1];

/** Waits until the chip lies within the row's visible part (once the row has a width). */
async function expectChipInView(row: HTMLElement | null, chip: HTMLElement) {
  await waitFor(() =>
    expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(
      (row?.getBoundingClientRect().right ?? 0) + 1,
    ),
  );
  await expect(chip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    row?.getBoundingClientRect().left ?? Infinity,
  );
}

export const CurrentChipScrolledIntoViewOnANarrowRow: Story = {
  args: { subCategories: manyChips, currentId: lastChip?.id },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Related categories" });
    const row = nav.querySelector("ul");
    const current = within(nav).getByRole("link", { name: lastChip?.name });
    await expect(current).toHaveAttribute("aria-current", "page");
    // The current chip, last of twelve, is inside the row's visible part (once the row has a
    // width: a preview may lay the story out before it shows it)...
    await expectChipInView(row, current);
    // ...and the row fades at its start, where the chips it scrolled past are hidden.
    // (measured by the row's resize observer, before the next paint)
    await waitFor(() => expect(row?.className).toMatch(/mask-image:linear-gradient\(to_right/));
  },
};

/** A row laid out while hidden, as in a closed panel: its chip is brought into view once shown. */
function ShownLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="w-80 space-y-2">
      <button type="button" className="underline" onClick={() => setShown(true)}>
        Show the row
      </button>
      <div hidden={!shown}>{children}</div>
    </div>
  );
}

export const CurrentChipScrolledIntoViewOnceShown: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { subCategories: manyChips, currentId: lastChip?.id },
  decorators: [
    (Story) => (
      <ShownLater>
        <Story />
      </ShownLater>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show the row" }));
    const nav = canvas.getByRole("navigation", { name: "Related categories" });
    const row = nav.querySelector("ul");
    const current = within(nav).getByRole("link", { name: lastChip?.name });
    await expectChipInView(row, current);
  },
};

/** The row as a listing draws it: loading chips first, its own chips once they arrive. */
function LoadedLater(props: ComponentProps<typeof SubCategoryLinks>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="w-80 space-y-2">
      <button type="button" className="underline" onClick={() => setLoaded(true)}>
        Load the row
      </button>
      <SubCategoryLinks {...props} subCategories={loaded ? props.subCategories : undefined} />
    </div>
  );
}

export const CurrentChipScrolledIntoViewOnceLoaded: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { subCategories: manyChips, currentId: lastChip?.id },
  render: (args) => <LoadedLater {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Load the row" }));
    const nav = canvas.getByRole("navigation", { name: "Related categories" });
    const current = within(nav).getByRole("link", { name: lastChip?.name });
    await expectChipInView(nav.querySelector("ul"), current);
    await waitFor(() =>
      expect(nav.querySelector("ul")?.className).toMatch(/mask-image:linear-gradient\(to_right/),
    );
  },
};

export const RowThatFitsHasNoFade: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole("navigation").querySelector("ul");
    await expect(row?.className).not.toMatch(/mask-image:linear/);
  },
};
