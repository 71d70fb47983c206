import { escapeXml } from "./svg";

export interface DeliveryArea {
  name: string;
  radiusKm: number;
}

/** What each seeded metro covers, in words a shopper recognises. */
const coverage: Readonly<Record<string, string>> = {
  "New York City":
    "Manhattan, Brooklyn, Queens, the Bronx and Staten Island, plus nearby parts of New Jersey, Westchester and Long Island",
  Chicago: "the City of Chicago and nearby suburbs such as Evanston, Oak Park, Cicero and Skokie",
  Houston: "central Houston and nearby communities such as Bellaire, Pasadena and Sugar Land",
};

/**
 * The page behind DELIVERABLE_LOCATIONS_PAGE_URL, shown in a frame when a location cannot be
 * served. Self-contained (inline styles, no scripts or images) so a strict CSP applies.
 */
export function renderDeliverableAreasPage(areas: readonly DeliveryArea[]): string {
  const items = areas
    .map((area) => {
      const miles = Math.round(area.radiusKm * 0.621371);
      const detail = coverage[area.name] ?? "the city and its nearby suburbs";
      return `<li><strong>${escapeXml(area.name)} area</strong>: ${escapeXml(detail)}, within about ${miles} miles (${Math.round(area.radiusKm)} km) of the city centre.</li>`;
    })
    .join("\n");
  const list =
    areas.length > 0
      ? `<ul>\n${items}\n</ul>`
      : "<p>We are not delivering anywhere at the moment.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Where we deliver</title>
<style>
body{margin:0;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#ffffff}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
ul{padding-left:1.25rem}
li{margin:.75rem 0}
.note{color:#4b5563}
</style>
</head>
<body>
<main>
<h1>Where we deliver</h1>
<p>We deliver groceries to addresses in these areas:</p>
${list}
<p class="note">Not in one of these areas yet? We are expanding, so please check back soon.</p>
</main>
</body>
</html>
`;
}
