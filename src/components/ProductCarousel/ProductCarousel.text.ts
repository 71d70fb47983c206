export const productCarouselText = {
  previous: (label: string) => `Previous ${label} products`,
  next: (label: string) => `Next ${label} products`,
  slide: "slide",
  carousel: "carousel",
};
