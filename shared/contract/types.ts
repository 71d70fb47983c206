import type { components, operations } from "./schema.gen";

/** Readable names for the contract's schemas; never write an API type by hand. */
type Schemas = components["schemas"];

export type ErrorBody = Schemas["Error"];
export type PageMeta = Schemas["PageMeta"];
export type FileResponse = Schemas["FileResponse"];

export type AuthUser = Schemas["AuthUser"];
export type AuthSession = Schemas["AuthSession"];
export type UpdateProfileRequest = Schemas["UpdateProfileRequest"];

export type Ethnicity = Schemas["Ethnicity"];
export type CountryPhoneCode = Schemas["CountryPhoneCode"];
export type SupportConfig = Schemas["SupportConfig"];
export type SupportConfigKey = Schemas["SupportConfigKey"];
export type DeliveryValidation = Schemas["DeliveryValidation"];
export type TimeSlotDay = Schemas["TimeSlotDay"];
export type TimeSlotAvailability = Schemas["TimeSlotAvailability"];

export type Product = Schemas["Product"];
/** A product as cards, carousels and cart or order lines show it (every list answer). */
export type ProductSummary = Schemas["ProductSummary"];
export type StockStatus = Schemas["StockStatus"];
export type ProductSort = Schemas["ProductSort"];
export type ProductMark = Schemas["ProductMark"];
export type DietFilter = Schemas["DietFilter"];
export type DietFilterCount = Schemas["DietFilterCount"];
export type ProductBadge = Schemas["ProductBadge"];
export type ProductInfoRow = Schemas["ProductInfoRow"];
export type Category = Schemas["Category"];
export type SubCategory = Schemas["SubCategory"];
export type Tag = Schemas["Tag"];
export type PromotionBanner = Schemas["PromotionBanner"];
export type HomePage = Schemas["HomePage"];
export type SearchPage = Schemas["SearchPage"];
export type PopularSearches = Schemas["PopularSearches"];
export type ProductRequest = Schemas["ProductRequest"];
export type ProductRequestInput = Schemas["ProductRequestInput"];

export type Cart = Schemas["Cart"];
export type CartItem = Schemas["CartItem"];
export type IfUnavailable = Schemas["IfUnavailable"];
export type IfUnavailableChoice = Schemas["IfUnavailableChoice"];
export type FreeDeliveryProgress = Schemas["FreeDeliveryProgress"];
export type SetIfUnavailableRequest = Schemas["SetIfUnavailableRequest"];
export type Coupon = Schemas["Coupon"];

export type Order = Schemas["Order"];
export type OrderStatus = Schemas["OrderStatus"];
export type OrderProduct = Schemas["OrderProduct"];
/** A short line's outcome and money (docs/replacements.md). */
export type OrderLineOutcome = Schemas["OrderLineOutcome"];
export type OrderLineFulfilment = Schemas["OrderLineFulfilment"];
export type ReplacementDecisionRequest = Schemas["ReplacementDecisionRequest"];
export type ReplacementOffer = Schemas["ReplacementOffer"];
/** A problem reported after delivery and its outcome (docs/replacements.md). */
export type IssueReason = Schemas["IssueReason"];
export type IssueReportOutcome = Schemas["IssueReportOutcome"];
export type IssueReportItem = Schemas["IssueReportItem"];
export type IssueReport = Schemas["IssueReport"];
export type OrderShipping = Schemas["OrderShipping"];
export type Rider = Schemas["Rider"];
export type PreviouslyBoughtItem = Schemas["PreviouslyBoughtItem"];
export type PurchasePeriod = Schemas["PurchasePeriod"];
export type RatingRequest = Schemas["RatingRequest"];
export type TipRequest = Schemas["TipRequest"];
export type OrderChatMessage = Schemas["OrderChatMessage"];
/** A new rider chat message, as the order's event stream announces it (streamOrderEvents). */
export type OrderChatMessageEvent = Schemas["OrderChatMessageEvent"];
export type SupportChatMessageEvent = Schemas["SupportChatMessageEvent"];
export type SupportThread = Schemas["SupportThread"];
export type SupportChatMessage = Schemas["SupportChatMessage"];

export type PaymentMethod = Schemas["PaymentMethod"];
export type CheckoutRequest = Schemas["CheckoutRequest"];
export type Address = Schemas["Address"];
export type AddressInput = Schemas["AddressInput"];
export type NotificationSettings = Schemas["NotificationSettings"];
export type ShoppingPreferences = Schemas["ShoppingPreferences"];
export type NotificationKind = Schemas["NotificationKind"];
export type InboxNotification = Schemas["InboxNotification"];
export type NotificationInbox = Schemas["NotificationInbox"];
export type CouponPeriod = Schemas["CouponPeriod"];

export type GeoPlace = Schemas["GeoPlace"];
export type GeoReverse = Schemas["GeoReverse"];

export type OperationId = keyof operations;

// Added with the mocks (src/mocks): the remaining entity shapes the fixtures build.
export type Health = Schemas["Health"];
export type LoginOtpSent = Schemas["LoginOtpSent"];
export type NamedEntity = Schemas["NamedEntity"];
export type DeliveryTimeSlotSetting = Schemas["DeliveryTimeSlotSetting"];
export type ProductSubCategoryRef = Schemas["ProductSubCategoryRef"];
export type SubCategoryShowcase = Schemas["SubCategoryShowcase"];
export type DeliveryTimeSlot = Schemas["DeliveryTimeSlot"];
export type OrderPayment = Schemas["OrderPayment"];
export type ChatThread = Schemas["ChatThread"];
export type UnreadCount = Schemas["UnreadCount"];
export type SaveCardResult = Schemas["SaveCardResult"];
export type CheckoutResult = Schemas["CheckoutResult"];
export type SmsMessage = Schemas["SmsMessage"];
export type ShortageRequest = Schemas["ShortageRequest"];
export type SandboxPayment = Schemas["SandboxPayment"];
export type DeliveryInstructionsRequest = Schemas["DeliveryInstructionsRequest"];

// Shared carts (our addition to the cart tag).
export type CartShare = Schemas["CartShare"];
export type CartShareItem = Schemas["CartShareItem"];
export type CartShareAddResult = Schemas["CartShareAddResult"];
