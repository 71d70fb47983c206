/**
 * A structural check of the JSON-LD the store draws (docs/seo.md), for blocks read back from a
 * page, where schema-dts's types (which type the builders) no longer reach: each type's
 * properties are schema.org's, with the values search engines require of them. Returns the
 * problems found, empty for a valid block.
 */

type Json = Record<string, unknown>;

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  Product: ["name", "sku", "size", "url", "image", "brand", "offers", "aggregateRating"],
  Offer: ["url", "price", "priceCurrency", "availability"],
  Brand: ["name"],
  AggregateRating: ["ratingValue", "bestRating", "worstRating"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url", "potentialAction"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
};

const AVAILABILITY = new Set(
  [
    "InStock",
    "OutOfStock",
    "PreOrder",
    "BackOrder",
    "SoldOut",
    "Discontinued",
    "LimitedAvailability",
  ].map((name) => `https://schema.org/${name}`),
);

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function checkThing(thing: unknown, path: string, problems: string[]): Json | null {
  if (!isObject(thing)) {
    problems.push(`${path} is not an object`);
    return null;
  }
  const type = thing["@type"];
  const allowed = typeof type === "string" ? ALLOWED[type] : undefined;
  if (!allowed) {
    problems.push(`${path} has an unchecked @type ${String(type)}`);
    return null;
  }
  for (const key of Object.keys(thing)) {
    if (!key.startsWith("@") && !allowed.includes(key)) {
      problems.push(`${path}.${key} is not a property of ${String(type)}`);
    }
  }
  return thing;
}

function demand(condition: boolean, problem: string, problems: string[]) {
  if (!condition) problems.push(problem);
}

function checkProduct(product: Json, problems: string[]) {
  demand(isText(product.name), "Product.name is empty", problems);
  demand(isText(product.sku), "Product.sku is empty", problems);
  demand(isAbsoluteUrl(product.url), "Product.url is not absolute", problems);
  if ("image" in product) {
    demand(isAbsoluteUrl(product.image), "Product.image is not absolute", problems);
  }
  if ("brand" in product) {
    const brand = checkThing(product.brand, "Product.brand", problems);
    if (brand) demand(isText(brand.name), "Brand.name is empty", problems);
  }
  const offer = checkThing(product.offers, "Product.offers", problems);
  if (offer) {
    demand(
      typeof offer.price === "string" && /^\d+\.\d{2}$/.test(offer.price),
      `Offer.price ${String(offer.price)} is not a price`,
      problems,
    );
    demand(offer.priceCurrency === "USD", "Offer.priceCurrency is not USD", problems);
    demand(
      typeof offer.availability === "string" && AVAILABILITY.has(offer.availability),
      `Offer.availability ${String(offer.availability)} is not an ItemAvailability`,
      problems,
    );
  }
  if ("aggregateRating" in product) {
    const rating = checkThing(product.aggregateRating, "Product.aggregateRating", problems);
    if (rating) {
      const { ratingValue, bestRating, worstRating } = rating;
      demand(
        typeof ratingValue === "number" &&
          typeof bestRating === "number" &&
          typeof worstRating === "number" &&
          worstRating <= ratingValue &&
          ratingValue <= bestRating,
        "AggregateRating.ratingValue is outside its scale",
        problems,
      );
    }
  }
}

function checkBreadcrumbs(list: Json, problems: string[]) {
  const items = list.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push("BreadcrumbList has no items");
    return;
  }
  items.forEach((candidate, index) => {
    const item = checkThing(candidate, `itemListElement[${index}]`, problems);
    if (!item) return;
    demand(item.position === index + 1, `ListItem ${index} is not at ${index + 1}`, problems);
    demand(isText(item.name), `ListItem ${index} has no name`, problems);
    // Every crumb but the page itself links to its page.
    const last = index === items.length - 1;
    if (!last || "item" in item) {
      demand(isAbsoluteUrl(item.item), `ListItem ${index} has no absolute item`, problems);
    }
  });
}

function checkWebSite(site: Json, problems: string[]) {
  demand(isText(site.name), "WebSite.name is empty", problems);
  demand(isAbsoluteUrl(site.url), "WebSite.url is not absolute", problems);
  const action = checkThing(site.potentialAction, "WebSite.potentialAction", problems);
  if (!action) return;
  const target = checkThing(action.target, "SearchAction.target", problems);
  const input = /^required name=(\w+)$/.exec(String(action["query-input"]))?.[1];
  demand(input !== undefined, "SearchAction.query-input names no parameter", problems);
  if (target && input) {
    const template = String(target.urlTemplate);
    demand(
      isAbsoluteUrl(template.replace(`{${input}}`, "x")) && template.includes(`{${input}}`),
      "EntryPoint.urlTemplate does not place the search",
      problems,
    );
  }
}

/** The problems of one JSON-LD block: an empty list for a valid one. */
export function structuredDataProblems(block: unknown): string[] {
  const problems: string[] = [];
  if (isObject(block) && block["@context"] !== "https://schema.org") {
    problems.push("@context is not https://schema.org");
  }
  const thing = checkThing(block, "block", problems);
  if (!thing) return problems;
  switch (thing["@type"]) {
    case "Product":
      checkProduct(thing, problems);
      break;
    case "BreadcrumbList":
      checkBreadcrumbs(thing, problems);
      break;
    case "WebSite":
      checkWebSite(thing, problems);
      break;
    case "Organization":
      demand(isText(thing.name), "Organization.name is empty", problems);
      demand(isAbsoluteUrl(thing.url), "Organization.url is not absolute", problems);
      demand(isAbsoluteUrl(thing.logo), "Organization.logo is not absolute", problems);
      break;
    default:
      problems.push(`${String(thing["@type"])} is not a block a page draws`);
  }
  return problems;
}
