// `npm run fonts:subset` cuts each script's font (shared/scriptFonts.ts) to the code points it
// keeps and writes it to src/assets/fonts, where the app and the server's drawn pages take it
// from. Run it after changing a font's package or what it keeps: the files are committed, so a
// build needs neither this script nor HarfBuzz, and a unit test fails while they are stale.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { SCRIPT_FONTS, type ScriptFont } from "../shared/scriptFonts";

const require = createRequire(import.meta.url);

export const FONTS_DIR = new URL("../src/assets/fonts/", import.meta.url);

/** Every character of the font's kept code points. */
function keptText(font: ScriptFont): string {
  return font.codePoints
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join("");
}

/** The font's package file cut to its code points and weights, as WOFF2 (the same bytes each time). */
export async function cutFont(font: ScriptFont): Promise<{ source: Buffer; cut: Buffer }> {
  const source = readFileSync(require.resolve(font.source));
  const [min, max] = font.weights;
  const cut = await subsetFont(source, keptText(font), {
    targetFormat: "woff2",
    variationAxes: { wght: { min, max } },
  });
  return { source, cut };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const font of Object.values(SCRIPT_FONTS)) {
    const { source, cut } = await cutFont(font);
    writeFileSync(new URL(font.file, FONTS_DIR), cut);
    console.log(`${font.file}: ${source.length} bytes cut to ${cut.length}`);
  }
}
