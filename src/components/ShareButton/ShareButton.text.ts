export const shareButtonText = {
  share: "Share",
  shareItem: (item: string) => `Share ${item}`,
};
