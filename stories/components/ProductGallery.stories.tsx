import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { galleryImagesOf, ProductGallery } from "@/components/ProductGallery/ProductGallery";
import { productGalleryText as text } from "@/components/ProductGallery/ProductGallery.text";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { imageFixture, productFixture } from "@/mocks/fixtures";
import { afterSlides, behaviourOnly, snapshotAt } from "../support/chromatic";

const name = "Basmati Rice 5 kg";
const images = [
  imageFixture("Basmati Rice"),
  imageFixture("Royal Harvest"),
  imageFixture("Nutrition Label"),
];
const BROKEN_IMAGE = "data:image/png;base64,bm90LWFuLWltYWdl";

/** docs/product.md § Constants and limits: the mobile slider shows below `md`; "mobile1" is a 320 px wide phone. */
const phone = { viewport: { value: "mobile1", isRotated: false } };

const meta = {
  title: "Components/Commerce/ProductGallery",
  component: ProductGallery,
  args: { name, images },
  // The dots slide the phone slider and the zoom eases in: the snapshot waits for them to stop.
  parameters: { chromatic: afterSlides },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId("product-gallery-zoom")).getByRole("img");

export const SwitchingThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement);
    const thumbnails = gallery.getAllByRole("button", { name: /^Show image/ });
    await expect(thumbnails).toHaveLength(3);
    await expect(thumbnails[0]).toHaveAttribute("aria-current", "true");
    await expect(mainImage(canvasElement)).toHaveAccessibleName(text.imageAlt(name, 1, 3));
    await expect(mainImage(canvasElement)).toHaveAttribute("src", images[0]?.fullUrl);

    await userEvent.click(gallery.getByRole("button", { name: text.showImage(2, 3) }));
    await expect(gallery.getByRole("button", { name: text.showImage(2, 3) })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(gallery.getByRole("button", { name: text.showImage(1, 3) })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(mainImage(canvasElement)).toHaveAttribute("src", images[1]?.fullUrl);
    await expect(mainImage(canvasElement)).toHaveAccessibleName(text.imageAlt(name, 2, 3));
    // The phone slider is not shown on a wide screen.
    await expect(gallery.queryByRole("button", { name: text.goToImage(1) })).toBeNull();
  },
};

export const ZoomOnHover: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement);
    await expect(gallery.getByText(text.zoomHint)).toBeVisible();
    const image = mainImage(canvasElement);
    await expect(image.style.transform).toBe("");

    const box = gallery.getByTestId("product-gallery-zoom");
    const rect = box.getBoundingClientRect();
    box.dispatchEvent(
      new PointerEvent("pointermove", {
        bubbles: true,
        pointerType: "mouse",
        clientX: rect.left + rect.width * 0.25,
        clientY: rect.top + rect.height * 0.75,
      }),
    );
    // docs/product.md § Constants and limits: scale 1.5, magnifying the point under the pointer.
    await waitFor(() => expect(image.style.transform).toBe("scale(1.5)"));
    await expect(image.style.transformOrigin).toBe("25% 75%");

    await userEvent.unhover(box);
    await waitFor(() => expect(image.style.transform).toBe(""));
  },
};

export const NoZoomByTouch: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId("product-gallery-zoom");
    const rect = box.getBoundingClientRect();
    box.dispatchEvent(
      new PointerEvent("pointermove", {
        bubbles: true,
        pointerType: "touch",
        clientX: rect.left + rect.width / 2,
        clientY: rect.top + rect.height / 2,
      }),
    );
    await expect(mainImage(canvasElement).style.transform).toBe("");
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement);
    await expect(mainImage(canvasElement)).toHaveAccessibleName(name);
    await expect(gallery.queryByRole("button")).toBeNull();
    await expect(gallery.getByText(text.zoomHint)).toBeVisible();
  },
};

export const FallsBackToTheMainImage: Story = {
  args: {
    images: galleryImagesOf(productFixture({ fileResponse: images[2] ?? null, fileResponses: [] })),
  },
  play: async ({ canvasElement }) => {
    await expect(mainImage(canvasElement)).toHaveAttribute("src", images[2]?.fullUrl);
  },
};

export const NoImage: Story = {
  args: { images: galleryImagesOf(productFixture({ fileResponse: null, fileResponses: [] })) },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement);
    await expect(
      gallery.getByRole("img", { name: productCardText.placeholderLabel(name) }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(gallery.queryByText(text.zoomHint)).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { images: [{ fullUrl: BROKEN_IMAGE }, ...images.slice(1)] },
  play: async ({ canvasElement }) => {
    const zoom = within(within(canvasElement).getByTestId("product-gallery-zoom"));
    await expect(
      await zoom.findByRole("img", { name: productCardText.placeholderLabel(name) }),
    ).toBeVisible();
    // The other images still show.
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: text.showImage(2, 3) }),
    );
    await expect(mainImage(canvasElement)).toHaveAttribute("src", images[1]?.fullUrl);
  },
};

const slideOf = (canvasElement: HTMLElement, position: number) =>
  within(canvasElement).getByRole("group", { name: text.slideLabel(position, 3) });

/** True once the slide sits at the left edge of the slider's window. */
function isInView(slide: HTMLElement): boolean {
  const viewport = slide.parentElement?.parentElement;
  if (!viewport) return false;
  const windowLeft = viewport.getBoundingClientRect().left + viewport.clientLeft;
  return Math.abs(slide.getBoundingClientRect().left - windowLeft) < 1;
}

/**
 * The slider shows below `md` only. The Storybook UI narrows the preview to the pinned viewport
 * once the story has begun, and Vitest before it, so the plays first wait for a phone's width and
 * for the slides to take it. A bare `iframe.html` link cannot narrow its own window: opened that
 * way, these stories fail unless the browser window itself is as narrow as a phone.
 */
async function untilTheSliderShows(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(window.matchMedia("(width >= 48rem)").matches, "the preview is a phone's width").toBe(
      false,
    ),
  );
  await waitFor(() => {
    const slide = slideOf(canvasElement, 1);
    const sliderWindow = slide.parentElement?.parentElement;
    expect(slide.getBoundingClientRect().width).toBeGreaterThan(0);
    expect(slide.getBoundingClientRect().width).toBe(sliderWindow?.clientWidth);
  });
}

/**
 * A phone's gallery: one image at a time and a dot for each. Pinned to a 320 px phone, which a
 * bare `iframe.html` link cannot apply (its play then fails waiting for that width): open it in
 * the Storybook UI.
 */
export const MobileSlider: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: phone,
  play: async ({ canvasElement }) => {
    await untilTheSliderShows(canvasElement);
    const gallery = within(canvasElement);
    const slider = gallery.getByRole("region", { name: text.slider(name) });
    await expect(slider).toBeVisible();
    await expect(within(slider).getAllByRole("group", { name: /of 3$/ })).toHaveLength(3);
    // No thumbnails nor hover zoom on a phone.
    await expect(gallery.queryByRole("button", { name: /^Show image/ })).toBeNull();
    await expect(gallery.getByText(text.zoomHint)).not.toBeVisible();

    const dots = gallery.getAllByRole("button", { name: /^Go to image/ });
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    await expect(isInView(slideOf(canvasElement, 1))).toBe(true);

    await userEvent.click(gallery.getByRole("button", { name: text.goToImage(2) }));
    // Outside Vitest's act() the dots are drawn again a little after the click.
    await waitFor(() =>
      expect(gallery.getByRole("button", { name: text.goToImage(2) })).toHaveAttribute(
        "aria-current",
        "true",
      ),
    );
    await expect(gallery.getByRole("button", { name: text.goToImage(1) })).not.toHaveAttribute(
      "aria-current",
    );
    await waitFor(() => expect(isInView(slideOf(canvasElement, 2))).toBe(true));
  },
};

/**
 * Swiping on from the last image comes back round to the first. Pinned to a 320 px phone, which a
 * bare `iframe.html` link cannot apply (its play then fails waiting for that width): open it in
 * the Storybook UI.
 */
export const MobileSliderLoops: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: { ...snapshotAt("mobile1"), ...behaviourOnly } },
  globals: phone,
  play: async ({ canvasElement }) => {
    await untilTheSliderShows(canvasElement);
    const gallery = within(canvasElement);
    await userEvent.click(gallery.getByRole("button", { name: text.goToImage(3) }));
    await waitFor(() => expect(isInView(slideOf(canvasElement, 3))).toBe(true));

    // Swiping on from the last image comes back round to the first.
    const slide = slideOf(canvasElement, 3);
    const rect = slide.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    const startX = rect.left + rect.width * 0.8;
    slide.dispatchEvent(
      new MouseEvent("mousedown", { bubbles: true, clientX: startX, clientY: y }),
    );
    for (let step = 1; step <= 6; step += 1) {
      slide.ownerDocument.dispatchEvent(
        new MouseEvent("mousemove", { bubbles: true, clientX: startX - step * 30, clientY: y }),
      );
    }
    slide.ownerDocument.dispatchEvent(
      new MouseEvent("mouseup", { bubbles: true, clientX: startX - 180, clientY: y }),
    );

    await waitFor(() =>
      expect(gallery.getByRole("button", { name: text.goToImage(1) })).toHaveAttribute(
        "aria-current",
        "true",
      ),
    );
    await waitFor(() => expect(isInView(slideOf(canvasElement, 1))).toBe(true));
  },
};

export const MobileNoImage: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: phone,
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement);
    await expect(
      gallery.getByRole("img", { name: productCardText.placeholderLabel(name) }),
    ).toBeVisible();
    await expect(gallery.queryByRole("button")).toBeNull();
  },
};
