export const sectionHeaderText = {
  seeAll: "See All",
  seeAllLabel: (title: string) => `See All ${title}`,
};
