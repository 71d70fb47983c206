import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ReviewCart } from "@/components/ReviewCart/ReviewCart";
import { reviewCartText as text } from "@/components/ReviewCart/ReviewCart.text";
import { orderRecordFixture } from "@/mocks/fixtures";
import { orderView } from "@/mocks/views";
import { snapshotAt } from "../support/chromatic";

/** Eight lines, one of them two units: two more than the box shows at first. */
const eightLines = orderView(
  orderRecordFixture({
    id: 3,
    lines: [111, 107, 121, 113, 114, 119, 122, 123].map((productId, index) => ({
      productId,
      qty: index === 0 ? 2 : 1,
    })),
  }),
).orderProducts;
const threeLines = orderView(orderRecordFixture({ id: 1 })).orderProducts;

const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: "Components/Commerce/ReviewCart",
  component: ReviewCart,
  args: { items: eightLines },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCart>;

export default meta;
type Story = StoryObj<typeof meta>;

function thumbnails(canvasElement: HTMLElement) {
  const box = within(canvasElement).getByRole("region", { name: text.heading });
  return within(within(box).getByRole("list")).getAllByRole("listitem");
}

export const SeeAllOnDesktop: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: viewport("desktop"),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    const items = thumbnails(canvasElement);
    await expect(items.filter((item) => item.checkVisibility())).toHaveLength(6);
    // Phones' '+N' tile is not shown on wide screens.
    await expect(box.queryByText("+2")).not.toBeVisible();

    const seeAll = box.getByRole("button", { name: text.seeAll });
    await expect(seeAll).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(seeAll);
    const seeFewer = box.getByRole("button", { name: text.seeFewer });
    await expect(seeFewer).toHaveAttribute("aria-expanded", "true");
    await expect(thumbnails(canvasElement).filter((item) => item.checkVisibility())).toHaveLength(
      8,
    );
    // The last line has no photo: its placeholder is named after it.
    await expect(
      box.getByRole("img", { name: `No image of ${eightLines[7]?.product.name}` }),
    ).toBeVisible();

    await userEvent.click(seeFewer);
    await expect(thumbnails(canvasElement).filter((item) => item.checkVisibility())).toHaveLength(
      6,
    );
  },
};

export const PlusNOnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: viewport("mobile2"),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    const visible = thumbnails(canvasElement).filter((item) => item.checkVisibility());
    // Six thumbnails and the '+2' tile.
    await expect(visible).toHaveLength(7);
    await expect(box.getByText("+2")).toBeVisible();
    await expect(box.getByText(text.more(2))).toBeInTheDocument();
    await expect(box.queryByRole("button", { name: text.seeAll })).toBeNull();
    // The quantity of a line reads as words.
    await expect(box.getByText(text.quantity(2))).toBeInTheDocument();
  },
};

export const SixOrFewer: Story = {
  args: { items: threeLines },
  parameters: { chromatic: snapshotAt("desktop") },
  globals: viewport("desktop"),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(thumbnails(canvasElement)).toHaveLength(3);
    await expect(box.queryByRole("button", { name: text.seeAll })).toBeNull();
    await expect(box.queryByText(/^\+\d/)).toBeNull();
  },
};
