import type { Ethnicity } from "@/api/types";
import { computed, defineText } from "@/i18n/defineText";
import { localEthnicityName } from "@/lib/catalogueNames.text";

/** docs/product.md § Ethnicity dropdown: the words the dropdown shows, shared with its stories. */
export const ethnicityDropdownText = defineText("ethnicityDropdownText", {
  heading: "Ethnicity",
  loading: "Loading ethnicities...",
  empty: "No ethnicities found",
  /** docs/product.md § Constants and limits: the label before the shopper chooses. */
  defaultLabel: "Asia (Pakistan)",
  /** Read before the chosen label, so the trigger says what it changes. */
  triggerPrefix: "Ethnicity:",
  /** The name an ethnicity goes by: its display label when it has one. */
  nameOf: computed((ethnicity: Pick<Ethnicity, "name" | "label">) =>
    localEthnicityName(ethnicity.label || ethnicity.name),
  ),
  /** The trigger's one label, at every width: the chosen ethnicity's name, else the default. */
  triggerLabel: computed((selected: Pick<Ethnicity, "name" | "label"> | undefined) =>
    selected ? ethnicityDropdownText.nameOf(selected) : ethnicityDropdownText.defaultLabel,
  ),
});
