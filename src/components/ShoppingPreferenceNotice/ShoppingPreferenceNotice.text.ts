import type { DietFilter } from "@/api/types";
import { productMarksText } from "../ProductMarks/ProductMarks.text";

/** docs/catalogue-marks.md § Always show only: the notice over the lists while it is on. */
export const shoppingPreferenceNoticeText = {
  showingOnly: (onlyShow: readonly DietFilter[]) =>
    `Showing only ${onlyShow.map((filter) => productMarksText.marks[filter]).join(" and ")}`,
  change: "Change in Settings",
};
