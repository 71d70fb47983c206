/** The banners' words, shared with their stories. Each banner's own words come with it. */
export const promotionBannersText = {
  label: "Offers",
};
