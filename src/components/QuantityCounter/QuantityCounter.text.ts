export const quantityCounterText = {
  group: (item: string) => `Quantity of ${item}`,
  increase: (item: string) => `Add one more ${item}`,
  decrease: (item: string) => `Remove one ${item}`,
  remove: (item: string) => `Remove ${item} from cart`,
};
