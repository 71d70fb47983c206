import { defineText } from "@/i18n/defineText";
/** docs/product.md § Footer: the words the footer shows, shared with its stories. */
export const footerText = defineText("footerText", {
  popularSearches: "Popular Searches",
  products: "Products",
  brands: "Brands",
  categories: "Categories",
  linksLabel: "Footer",
  home: "Home",
  aboutUs: "About Us",
  careers: "Careers",
  customerSupport: "Customer Support",
  blogs: "Blogs",
  privacyPolicy: "Privacy Policy",
  terms: "Terms & Conditions",
  faq: "FAQ",
  notifications: "Notifications",
  orders: "Orders",
  opensInNewTab: "(opens in a new tab)",
  downloadApp: "Download App",
  appStore: { caption: "Download on the", name: "App Store" },
  googlePlay: { caption: "Get it on", name: "Google Play" },
  socialLabel: "Storefront on social media",
  social: { facebook: "Facebook", instagram: "Instagram", x: "X", youtube: "YouTube" },
  copyright: (year: number) => `© ${year} Storefront. All rights reserved.`,
});

/** Spec: the store badges and social icons have placeholder links. */
export const PLACEHOLDER_HREF = "#";
