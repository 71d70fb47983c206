import { defineText } from "@/i18n/defineText";
/** docs/product.md § Product detail: the gallery's words. */
export const productGalleryText = defineText("productGalleryText", {
  zoomHint: "Roll over the image to zoom in",
  imageAlt: (name: string, position: number, count: number) =>
    count > 1 ? `${name}, image ${position} of ${count}` : name,
  thumbnails: (name: string) => `Images of ${name}`,
  showImage: (position: number, count: number) => `Show image ${position} of ${count}`,
  slider: (name: string) => `Images of ${name}`,
  carousel: "carousel",
  slide: "slide",
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  goToImage: (position: number) => `Go to image ${position}`,
  dots: "Choose an image",
});
