// `npm run icons:render` draws the web app manifest's icons (public/manifest.webmanifest)
// from public/favicon.svg with Debian's Chromium, and writes them to public/icons, where they are
// committed: a build needs no image tool, and no package that downloads a binary of its own. Run it
// after changing the icon; tests/unit/webAppManifest.test.ts checks each file's size.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../tests/chromium";

const favicon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");

/**
 * A maskable icon is cut to any shape inside its square (a circle, a squircle), so it fills the
 * square with the brand's green and keeps the bag within the middle 80 %, the safe zone every
 * mask leaves (https://w3c.github.io/manifest/#icon-masks).
 */
const maskable = favicon
  .replace(' rx="8"', "")
  .replace(
    /(<path[\s\S]*)<\/svg>$/,
    '<g transform="translate(16 16) scale(.8) translate(-16 -16)">$1</g></svg>',
  );

const ICONS = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "maskable-192.png", size: 192, svg: maskable },
  { file: "maskable-512.png", size: 512, svg: maskable },
] as const;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), png);
    console.log(`public/icons/${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
