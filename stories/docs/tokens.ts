import tailwindConfig from "../../tailwind.config";
import themeCss from "tailwindcss/theme.css?raw";
import appStylesCss from "../../src/styles.css?raw";

/*
 * The design tokens as the app's stylesheet gets them, read where they are defined rather than
 * copied: the project's own in tailwind.config.ts (imported), Tailwind's defaults in
 * tailwindcss/theme.css (which `@import "tailwindcss"` in src/styles.css brings in, parsed here
 * at build time), and whether the app uses one from the stylesheet the preview has loaded.
 *
 * Names are built from their parts (`--${group}-${name}`) on purpose: Tailwind scans this folder
 * for class names and variables, and a whole one written here would add it to the stylesheet and
 * make it look used.
 */

/**
 * The declarations of Tailwind's `@theme default` blocks, name (without `--`) to value: the theme,
 * then the deprecated block that still gives the bare elevation and radius classes their values.
 */
function parseDefaultTheme(css: string): Map<string, string> {
  const blocks = [...css.matchAll(/@theme default[^{]*\{([\s\S]*?)\n\}/g)].map(([, body]) => body);
  const declarations = blocks.join("\n").replace(/\/\*[\s\S]*?\*\//g, "");
  return new Map(
    [...declarations.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name = "", value = ""]) => [
      name,
      value.replace(/\s+/g, " ").trim(),
    ]),
  );
}

const defaultTheme = parseDefaultTheme(themeCss);

/** The default theme's tokens of one group (the radii, the elevations, …), in the theme's order. */
export function defaultTokens(group: string): { name: string; value: string }[] {
  const prefix = `${group}-`;
  return [...defaultTheme]
    .filter(([name]) => name.startsWith(prefix) && !name.includes("--"))
    .map(([name, value]) => ({ name: name.slice(prefix.length), value }));
}

/** One token of the default theme by its whole name, such as the spacing unit's. */
export function defaultToken(name: string): string | undefined {
  return defaultTheme.get(name);
}

/**
 * Whether the app's stylesheet declares the theme variable: Tailwind writes a default token into
 * it only when a class in src/ or stories/ uses it.
 */
export function inStylesheet(group: string, name: string): boolean {
  const variable = ["-", "-", group, "-", name].join("");
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() !== "";
}

/** Whether the stylesheet has the utility class (elevations are written into it, not as variables). */
export function hasUtility(
  className: string,
  property: "boxShadow" | "borderTopLeftRadius",
): boolean {
  const probe = document.createElement("div");
  probe.className = className;
  document.body.append(probe);
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value !== "" && value !== "none" && value !== "0px";
}

export interface ColourFamily {
  name: string;
  source: "tailwind.config.ts" | "Tailwind default";
  steps: Record<string, string>;
}

const { colors, fontFamily, maxWidth } = tailwindConfig.theme.extend;

/** The project's own colours, every step defined (tailwind.config.ts). */
export const projectColours: ColourFamily[] = Object.entries(colors).map(([name, steps]) => ({
  name,
  source: "tailwind.config.ts",
  steps,
}));

/** Tailwind's default colour families, only the steps the app's stylesheet uses. */
export function defaultColoursInUse(): ColourFamily[] {
  const families = new Map<string, Record<string, string>>();
  for (const { name, value } of defaultTokens("color")) {
    if (!inStylesheet("color", name)) continue;
    // White and black have no steps: they share a row.
    const [family = "", step = ""] = name.split(/-(?=\d+$)/);
    const [row, key] = step ? [family, step] : ["white and black", name];
    families.set(row, { ...families.get(row), [key]: value });
  }
  return [...families].map(([name, steps]) => ({ name, source: "Tailwind default", steps }));
}

/** The store's typeface, first choice first (tailwind.config.ts `fontFamily.sans`). */
export const fontStack = fontFamily.sans.join(", ");

/** The cart drawer's and every sheet's widest (tailwind.config.ts `maxWidth.drawer`). */
export const drawerWidth = maxWidth.drawer;

/** The classes of the focus outline every focusable element shares (src/styles.css). */
export const focusOutline =
  /:focus-visible\s*\{\s*@apply ([^;]+);/.exec(appStylesCss)?.[1]?.trim() ?? "";

/** A rem value in pixels, at the browser's 16 px root size. */
export function pixels(rem: string): string {
  const value = Number.parseFloat(rem);
  return rem.endsWith("rem") ? `${value * 16} px` : rem;
}
