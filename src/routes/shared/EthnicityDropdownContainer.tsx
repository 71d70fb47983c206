import { useEthnicities } from "@/api/queries/support";
import { selectEthnicity, useSelectedEthnicity } from "@/app/preferences";
import { EthnicityDropdown } from "@/components/EthnicityDropdown/EthnicityDropdown";

/**
 * The ethnicity dropdown wired to the (locally cached) list and the stored choice; choosing stores
 * it and fires ethnicity-updated, so content refreshes (spec section 4).
 */
export function EthnicityDropdownContainer({ className }: { className?: string }) {
  const ethnicities = useEthnicities();
  const selected = useSelectedEthnicity();

  // Spec section 8: a failed load is logged (by the query cache) only; the menu shows its empty state.
  return (
    <EthnicityDropdown
      ethnicities={ethnicities.isError ? [] : ethnicities.data}
      loading={ethnicities.isPending}
      selectedId={selected?.id ?? null}
      onSelect={selectEthnicity}
      className={className}
    />
  );
}
