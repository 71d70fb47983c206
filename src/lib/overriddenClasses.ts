import { twMerge } from "tailwind-merge";

/**
 * The classes of `classes` that a later class of the same property overrides (tailwind-merge
 * knows Tailwind's properties). Development only: `cn` asks it, and production builds drop it.
 */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((name) => !kept.has(name));
}
