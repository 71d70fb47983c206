export interface EthnicitySeed {
  name: string;
  label: string;
  isDefault: boolean;
  /** Relative share of the catalogue linked to the ethnicity. */
  weight: number;
}

/** In display order; the first is the storefront's default ('Asia (Pakistan)'). */
export const ethnicitySeeds: readonly EthnicitySeed[] = [
  { name: "Pakistan", label: "Asia (Pakistan)", isDefault: true, weight: 10 },
  { name: "India", label: "Asia (India)", isDefault: false, weight: 8 },
  { name: "Bangladesh", label: "Asia (Bangladesh)", isDefault: false, weight: 5 },
  { name: "Sri Lanka", label: "Asia (Sri Lanka)", isDefault: false, weight: 4 },
  { name: "Nepal", label: "Asia (Nepal)", isDefault: false, weight: 4 },
  { name: "Afghanistan", label: "Asia (Afghanistan)", isDefault: false, weight: 4 },
  { name: "Middle East", label: "Middle East", isDefault: false, weight: 4 },
  { name: "Caribbean", label: "Caribbean", isDefault: false, weight: 3 },
  { name: "East Africa", label: "Africa (East Africa)", isDefault: false, weight: 3 },
];
