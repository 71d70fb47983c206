import type { DietFilter } from "@/api/types";
import { productMarksText } from "../ProductMarks/ProductMarks.text";
import { computed, defineText } from "@/i18n/defineText";

/** docs/catalogue-marks.md § Always show only: the notice over the lists while it is on. */
export const shoppingPreferenceNoticeText = defineText("shoppingPreferenceNoticeText", {
  showingOnly: computed((onlyShow: readonly DietFilter[]) =>
    shoppingPreferenceNoticeText.showingOnlyNames(
      onlyShow
        .map((filter) => productMarksText.marks[filter])
        .join(shoppingPreferenceNoticeText.namesJoiner),
    ),
  ),
  showingOnlyNames: (names: string) => `Showing only ${names}`,
  /** Between the names: 'Vegetarian and Halal'. */
  namesJoiner: " and ",
  change: "Change in Settings",
});
