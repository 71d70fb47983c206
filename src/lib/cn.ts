import { clsx, type ClassValue } from "clsx";
import { overriddenClasses } from "./overriddenClasses";

/**
 * Joins class names. It does not resolve two classes that set the same property (Tailwind's
 * stylesheet order would pick one, not their order here), so a component's other looks are its
 * variants or props, never a class passed to beat its own. Resolving them took tailwind-merge,
 * whose first call builds its tables inside the page's first render: 90-140 ms on a phone, on
 * every page (docs/performance.md). Development builds and tests refuse such a pair.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) {
    const overridden = overriddenClasses(classes);
    if (overridden.length > 0) {
      throw new Error(
        `cn(): "${overridden.join(" ")}" would be overridden by a later class in "${classes}". Make the other look a variant or a prop of the component.`,
      );
    }
  }
  return classes;
}
