import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { ProductCarousel } from "@/components/ProductCarousel/ProductCarousel";
import { productCarouselText as text } from "@/components/ProductCarousel/ProductCarousel.text";
import { catalogProducts } from "@/mocks/fixtures";
import { afterSlides, behaviourOnly, snapshotAt } from "../support/chromatic";

const cards = (count: number) =>
  catalogProducts
    .slice(0, count)
    .map((product) => (
      <ProductCard
        key={product.id}
        product={product}
        href={`/products/${product.id}/detail`}
        onQuantityChange={() => undefined}
        onNotify={() => undefined}
      />
    ));

const label = "Rice";
const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: "Components/Commerce/ProductCarousel",
  component: ProductCarousel,
  args: { label, children: cards(9) },
  // The arrows slide the row: the snapshot waits for it to stop.
  parameters: { chromatic: { ...snapshotAt("desktop"), ...afterSlides } },
  globals: viewport("desktop"),
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many slides fit side by side in the carousel's visible width. */
async function slidesPerView(canvasElement: HTMLElement): Promise<number> {
  const carousel = within(canvasElement).getByRole("region", { name: label });
  // The carousel library loads lazily; the test server compiles it on first request.
  await waitFor(() => expect(carousel.querySelector("[data-carousel-ready]")).not.toBeNull(), {
    timeout: 10_000,
  });
  const slide = within(carousel).getAllByRole("listitem")[0];
  if (!slide) throw new Error("The carousel has no slide");
  return Math.round(carousel.getBoundingClientRect().width / slide.getBoundingClientRect().width);
}

export const FivePerViewOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: label });
    await expect(carousel).toHaveAttribute("aria-roledescription", text.carousel);
    await expect(within(carousel).getAllByRole("article")).toHaveLength(9);
    await expect(await slidesPerView(canvasElement)).toBe(5);
  },
};

export const ArrowButtonsScroll: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: label });
    const next = await within(carousel).findByRole("button", { name: text.next(label) });
    await expect(within(carousel).queryByRole("button", { name: text.previous(label) })).toBeNull();

    await userEvent.click(next);
    const previous = await within(carousel).findByRole("button", { name: text.previous(label) });
    await waitFor(() =>
      expect(within(carousel).queryByRole("button", { name: text.next(label) })).toBeNull(),
    );
    await userEvent.click(previous);
    await expect(
      await within(carousel).findByRole("button", { name: text.next(label) }),
    ).toBeVisible();
  },
};

export const NoArrowsWhenEverythingFits: Story = {
  args: { children: cards(3) },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: label });
    await expect(await slidesPerView(canvasElement)).toBe(5);
    await expect(within(carousel).queryByRole("button", { name: text.next(label) })).toBeNull();
    await expect(within(carousel).queryByRole("button", { name: text.previous(label) })).toBeNull();
  },
};

export const ThreePerViewOnTablets: Story = {
  parameters: { chromatic: snapshotAt("tablet") },
  globals: viewport("tablet"),
  play: async ({ canvasElement }) => {
    await expect(await slidesPerView(canvasElement)).toBe(3);
  },
};

export const TwoPerViewOnPhones: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: viewport("mobile1"),
  play: async ({ canvasElement }) => {
    await expect(await slidesPerView(canvasElement)).toBe(2);
  },
};
