import { useEthnicities } from "@/api/queries/support";
import { selectEthnicity, useEthnicityFilter } from "@/app/preferences";
import { EthnicityDropdown } from "@/components/EthnicityDropdown/EthnicityDropdown";

/**
 * The ethnicity dropdown wired to the (locally cached) list and the stored choice; choosing stores
 * it and fires ethnicity-updated, so content refreshes (docs/product.md § States and transitions).
 */
export function EthnicityDropdownContainer({ className }: { className?: string }) {
  const ethnicities = useEthnicities();
  // The default counts as chosen: the label, the marked row and the catalogue's filter agree.
  const filter = useEthnicityFilter();

  // docs/product.md § Messages and errors: a failed load is logged (by the query cache) only; the menu shows its empty state.
  return (
    <EthnicityDropdown
      ethnicities={ethnicities.isError ? [] : ethnicities.data}
      loading={ethnicities.isPending}
      selectedId={filter.id ?? null}
      onSelect={selectEthnicity}
      className={className}
    />
  );
}
