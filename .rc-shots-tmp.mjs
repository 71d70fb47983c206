import { chromium } from "playwright";
const port = process.argv[2];
const ids = ["platform-ordermap--offline-address-and-rider", "platform-ordermap--offline-rider-not-known-yet", "components-riderchat--open-with-conversation", "components-riderchat--closed-with-unread-messages"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const id of ids) {
    await page.goto(`http://localhost:${port}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/rc_${id}_${width}.png` });
  }
  await page.close();
}
await browser.close();
