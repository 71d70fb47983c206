import { defineText } from "@/i18n/defineText";
export const quantityCounterText = defineText("quantityCounterText", {
  group: (item: string) => `Quantity of ${item}`,
  increase: (item: string) => `Add one more ${item}`,
  decrease: (item: string) => `Remove one ${item}`,
  remove: (item: string) => `Remove ${item} from cart`,
});
