/** Reference data of the support endpoints: phone codes, configuration and delivery rules. */

/** [ISO code, dialling code, name]; the US comes first because it is the login default. */
export const countryPhoneCodes: readonly (readonly [string, string, string])[] = [
  ["US", "+1", "United States"],
  ["CA", "+1", "Canada"],
  ["GB", "+44", "United Kingdom"],
  ["PK", "+92", "Pakistan"],
  ["IN", "+91", "India"],
  ["BD", "+880", "Bangladesh"],
  ["LK", "+94", "Sri Lanka"],
  ["NP", "+977", "Nepal"],
  ["AF", "+93", "Afghanistan"],
  ["AE", "+971", "United Arab Emirates"],
  ["SA", "+966", "Saudi Arabia"],
  ["QA", "+974", "Qatar"],
  ["KW", "+965", "Kuwait"],
  ["OM", "+968", "Oman"],
  ["BH", "+973", "Bahrain"],
  ["AU", "+61", "Australia"],
  ["NZ", "+64", "New Zealand"],
  ["MY", "+60", "Malaysia"],
  ["SG", "+65", "Singapore"],
  ["JM", "+1876", "Jamaica"],
  ["TT", "+1868", "Trinidad and Tobago"],
  ["GY", "+592", "Guyana"],
  ["KE", "+254", "Kenya"],
  ["TZ", "+255", "Tanzania"],
  ["UG", "+256", "Uganda"],
  ["ZA", "+27", "South Africa"],
  ["DE", "+49", "Germany"],
  ["FR", "+33", "France"],
];

export const deliverableAreasPath = "/media/pages/deliverable-areas.html";

/** Every SupportConfigKey of the contract, in its order. */
export const supportConfigs: Readonly<Record<string, string>> = {
  DELIVERABLE_LOCATIONS_PAGE_URL: deliverableAreasPath,
  SHARE_APP_TEXT:
    "Get South Asian groceries, fresh halal meat and everyday essentials delivered to your door. Shop now: https://example.com/app",
  ABOUT_PAGE_URL: "https://example.com/about",
  TERMS_PAGE_URL: "https://example.com/terms",
  PRIVACY_POLICY_PAGE_URL: "https://example.com/privacy",
  FAQS_PAGE_URL: "https://example.com/faqs",
};

export interface DeliveryZoneSeed {
  name: string;
  centerLat: number;
  centerLng: number;
  radiusKm: number;
}

/** The New York City centre is the storefront's default map centre. */
export const deliveryZones: readonly DeliveryZoneSeed[] = [
  { name: "New York City", centerLat: 40.6971415, centerLng: -73.979506, radiusKm: 35 },
  { name: "Chicago", centerLat: 41.8781, centerLng: -87.6298, radiusKm: 30 },
  { name: "Houston", centerLat: 29.7604, centerLng: -95.3698, radiusKm: 30 },
];

/** Two-hour windows from 8 AM to 8 PM, as minutes after midnight. */
export const deliveryWindows: readonly (readonly [number, number])[] = [
  [8 * 60, 10 * 60],
  [10 * 60, 12 * 60],
  [12 * 60, 14 * 60],
  [14 * 60, 16 * 60],
  [16 * 60, 18 * 60],
  [18 * 60, 20 * 60],
];

/** Orders one window takes per date: what a small store's riders deliver in two hours. */
export const deliveryWindowCapacity = 25;

export const deliverySettings = {
  id: 1,
  daysAhead: 5,
  leadMinutes: 60,
  timeZone: "America/New_York",
};

export interface CouponSeed {
  code: string;
  name: string;
  description: string;
  kind: "FIXED" | "PERCENT";
  /** Cents for FIXED, percent for PERCENT. */
  value: number;
  maxDiscountCents: number | null;
  minSubtotalCents: number;
  /** Validity in days relative to the seed day: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  /** Orders one customer may use it on (default 1). */
  perUserLimit?: number;
  /** Orders all customers together may use it on (default: no limit). */
  totalLimit?: number;
}

/** Mostly valid now, one expired and one not started yet, so every coupon tab has content. */
export const couponSeeds: readonly CouponSeed[] = [
  {
    code: "WELCOME5",
    name: "Welcome offer",
    description: "$5 off your first order of $25 or more.",
    kind: "FIXED",
    value: 500,
    maxDiscountCents: null,
    minSubtotalCents: 2500,
    startsInDays: -30,
    endsInDays: 90,
  },
  {
    code: "SAVE10",
    name: "Save 10%",
    description: "10% off orders of $30 or more, up to $15.",
    kind: "PERCENT",
    value: 10,
    maxDiscountCents: 1500,
    minSubtotalCents: 3000,
    startsInDays: -7,
    endsInDays: 30,
  },
  {
    code: "FREEDELIVERY",
    name: "Delivery on us",
    description: "$3.99 off, the cost of standard delivery, on orders of $35 or more.",
    kind: "FIXED",
    value: 399,
    maxDiscountCents: null,
    minSubtotalCents: 3500,
    startsInDays: -14,
    endsInDays: 45,
  },
  {
    code: "STOCKUP",
    name: "Stock-up saver",
    description: "$10 off pantry stock-ups of $75 or more.",
    kind: "FIXED",
    value: 1000,
    maxDiscountCents: null,
    minSubtotalCents: 7500,
    startsInDays: -3,
    endsInDays: 60,
  },
  {
    code: "EID20",
    name: "Eid celebration",
    description: "20% off orders of $50 or more, up to $20.",
    kind: "PERCENT",
    value: 20,
    maxDiscountCents: 2000,
    minSubtotalCents: 5000,
    startsInDays: -1,
    endsInDays: 14,
  },
  {
    code: "RAMADAN15",
    name: "Ramadan savings",
    description: "15% off iftar essentials on orders of $40 or more, up to $12.",
    kind: "PERCENT",
    value: 15,
    maxDiscountCents: 1200,
    minSubtotalCents: 4000,
    startsInDays: -60,
    endsInDays: -10,
  },
  {
    code: "DIWALI25",
    name: "Diwali dhamaka",
    description: "25% off orders of $60 or more, up to $25.",
    kind: "PERCENT",
    value: 25,
    maxDiscountCents: 2500,
    minSubtotalCents: 6000,
    startsInDays: 14,
    endsInDays: 44,
  },
];
