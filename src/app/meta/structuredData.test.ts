import { beforeAll, describe, expect, it } from "vitest";
import { productFixture } from "@/mocks/fixtures/catalog";
import { structuredDataProblems } from "../../../tests/unit/structuredDataCheck";
import { setSiteOrigin } from "./siteOrigin";
import { breadcrumbData, organizationData, productData, webSiteData } from "./structuredData";

const ORIGIN = "https://shop.example.com";

beforeAll(() => {
  setSiteOrigin(`${ORIGIN}/`);
});

describe("productData", () => {
  const product = productFixture({
    id: 42,
    name: "Basmati Rice 5 kg",
    weight: "5 kg",
    price: 12.5,
    formattedPrice: "$12.50",
    rating: 4.26,
    inStock: "IN_STOCK",
    fileResponse: { fullUrl: "/media/products/42.svg" },
    table: [{ key: "Brand", value: "Guard", isTappable: false, link: null }],
  });

  it("is a valid Product with its Offer in USD, at the product page's address", () => {
    const data = productData(product);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Basmati Rice 5 kg",
      sku: "42",
      size: "5 kg",
      url: `${ORIGIN}/products/42/detail`,
      image: `${ORIGIN}/media/products/42.svg`,
      brand: { "@type": "Brand", name: "Guard" },
      offers: {
        "@type": "Offer",
        url: `${ORIGIN}/products/42/detail`,
        price: "12.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      // Shown as 4.3 out of 5.
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("says out of stock for a product that cannot be ordered, coming soon or not", () => {
    for (const inStock of ["OUT_OF_STOCK", "COMING_SOON"] as const) {
      const data = productData({ ...product, inStock });
      expect(data.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    }
  });

  it("leaves out what the product lacks: a rating nobody gave, a brand, an image", () => {
    const data = productData({ ...product, rating: 0, table: [], fileResponse: null });
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("brand");
    expect(data).not.toHaveProperty("image");
  });
});

describe("breadcrumbData", () => {
  it("numbers the trail from 1, each crumb but the page itself linking to its page", () => {
    const data = breadcrumbData([
      { label: "Home", href: "/" },
      { label: "Spices & Masalas", href: "/categories/2/products" },
      { label: "Chaat Masala" },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Spices & Masalas",
        item: `${ORIGIN}/categories/2/products`,
      },
      { "@type": "ListItem", position: 3, name: "Chaat Masala" },
    ]);
  });
});

describe("the store's own blocks", () => {
  it("are a valid Organization and a WebSite whose search goes to /search?q=", () => {
    const organization = organizationData("Storefront");
    const site = webSiteData("Storefront");
    expect(structuredDataProblems(organization)).toEqual([]);
    expect(structuredDataProblems(site)).toEqual([]);
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });
});

describe("the structural check", () => {
  it("names what is wrong with a block", () => {
    const product = productData(
      productFixture({ id: 7, price: 3, fileResponse: { fullUrl: "/media/products/7.svg" } }),
    );
    expect(
      structuredDataProblems({
        ...product,
        colour: "red",
        offers: { "@type": "Offer", price: "3", priceCurrency: "EUR", availability: "Yes" },
      }),
    ).toEqual([
      "block.colour is not a property of Product",
      "Offer.price 3 is not a price",
      "Offer.priceCurrency is not USD",
      "Offer.availability Yes is not an ItemAvailability",
    ]);
    expect(
      structuredDataProblems(
        breadcrumbData([{ label: "Home" }, { label: "Rice", href: "/categories/1/products" }]),
      ),
    ).toEqual(["ListItem 0 has no absolute item"]);
    expect(structuredDataProblems({ "@type": "Recipe" })).toEqual([
      "@context is not https://schema.org",
      "block has an unchecked @type Recipe",
    ]);
  });
});
