import { createContext, useContext, useEffect, useState } from "react";
import { useEthnicities } from "@/api/queries/support";
import type { Ethnicity } from "@/api/types";
import { ethnicityDropdownText } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { emit, on } from "@/lib/events";
import { readStorage, writeStorage } from "@/lib/storage";
import type { SelectedEthnicity, StoredLocation } from "@/lib/storedTypes";
import { isStoredLocation } from "../../shared/cookies";

/** The stored value of `key`, kept current when this tab's `event` fires or another tab writes. */
function useStoredValue<T>(read: () => T, event?: "ethnicity-updated" | "page-updated"): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const reload = () => setValue(read());
    const stop = event ? on(event, reload) : () => undefined;
    window.addEventListener("storage", reload);
    return () => {
      stop();
      window.removeEventListener("storage", reload);
    };
  }, [read, event]);
  return value;
}

function readSelectedEthnicity(): SelectedEthnicity | null {
  const stored = readStorage("ethnicity");
  return stored && typeof stored.id === "number" ? stored : null;
}

/** The ethnicity the shopper chose (docs/product.md § States and transitions), or null before they choose one. */
export function useSelectedEthnicity(): SelectedEthnicity | null {
  return useStoredValue(readSelectedEthnicity, "ethnicity-updated");
}

/** The ethnicity of the default label, 'Asia (Pakistan)' (docs/product.md § Constants and limits), in the server's list. */
export function defaultEthnicity(ethnicities: readonly Ethnicity[]): Ethnicity | null {
  const label = ethnicityDropdownText.defaultLabel;
  return (
    ethnicities.find((ethnicity) => ethnicityDropdownText.nameOf(ethnicity) === label) ??
    ethnicities.find((ethnicity) => label.includes(`(${ethnicity.name})`)) ??
    null
  );
}

export interface EthnicityFilter {
  /** The id the catalogue is filtered by; undefined when no ethnicity can be named. */
  id: number | undefined;
  /** False while the default is still being looked up: a catalogue call would not be filtered. */
  ready: boolean;
}

/**
 * What the header's label shows is what filters the catalogue: the shopper's choice, else the
 * default ethnicity. The list is cached locally for an hour, so only a first visit waits for it;
 * when it cannot be loaded the catalogue is shown unfiltered rather than not at all.
 */
export function useEthnicityFilter(): EthnicityFilter {
  const selected = useSelectedEthnicity();
  const ethnicities = useEthnicities();
  if (selected) return { id: selected.id, ready: true };
  if (ethnicities.isPending) return { id: undefined, ready: false };
  return { id: defaultEthnicity(ethnicities.data ?? [])?.id, ready: true };
}

/** docs/product.md § States and transitions: choosing stores the ethnicity and fires the event that refreshes content. */
export function selectEthnicity(ethnicity: Ethnicity): void {
  const selected: SelectedEthnicity = {
    id: ethnicity.id,
    name: ethnicity.name,
    label: ethnicity.label,
    fileResponse: ethnicity.fileResponse,
  };
  writeStorage("ethnicity", selected);
  emit("ethnicity-updated", selected);
}

/** docs/product.md § States and transitions: the chosen delivery location is kept for the next visits. */
export function saveStoredLocation(location: StoredLocation): void {
  writeStorage("location", location);
}

export function readStoredLocation(): StoredLocation | null {
  const stored = readStorage("location");
  return isStoredLocation(stored) ? stored : null;
}

/**
 * On the server, which sees no storage: the location a customer's page is drawn with (from their
 * cookie); undefined in the browser, which reads its storage.
 */
export const ServerLocationContext = createContext<StoredLocation | null | undefined>(undefined);

/** The delivery location kept in local storage, or null when none was chosen yet. */
export function useStoredLocation(): StoredLocation | null {
  const drawnWith = useContext(ServerLocationContext);
  // Choosing a location reloads the page or fires page-updated (docs/product.md § States and transitions).
  const stored = useStoredValue(readStoredLocation, "page-updated");
  return drawnWith === undefined ? stored : drawnWith;
}
