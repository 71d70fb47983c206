import { defineText } from "@/i18n/defineText";
export const productCarouselText = defineText("productCarouselText", {
  previous: (label: string) => `Previous ${label} products`,
  next: (label: string) => `Next ${label} products`,
  slide: "slide",
  carousel: "carousel",
});
