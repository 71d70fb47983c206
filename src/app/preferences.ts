import { useEffect, useState } from "react";
import type { Ethnicity } from "@/api/types";
import { emit, on } from "@/lib/events";
import { readStorage, writeStorage } from "@/lib/storage";
import type { SelectedEthnicity, StoredLocation } from "@/lib/storedTypes";

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

/** The ethnicity the shopper chose (spec section 4), or null before they choose one. */
export function useSelectedEthnicity(): SelectedEthnicity | null {
  return useStoredValue(readSelectedEthnicity, "ethnicity-updated");
}

/** Spec section 4: choosing stores the ethnicity and fires the event that refreshes content. */
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

export function readStoredLocation(): StoredLocation | null {
  const stored = readStorage("location");
  return stored && typeof stored.lat === "number" && typeof stored.lng === "number" ? stored : null;
}

/** The delivery location kept in local storage, or null when none was chosen yet. */
export function useStoredLocation(): StoredLocation | null {
  // Choosing a location reloads the page or fires page-updated (spec section 4).
  return useStoredValue(readStoredLocation, "page-updated");
}
