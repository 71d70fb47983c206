import { defineText } from "@/i18n/defineText";
/** docs/product.md § Notifications: every word of the page. */
export const notificationSettingsText = defineText("notificationSettingsText", {
  title: "Notifications",
  back: "Back to Settings",
  loading: "Loading notification settings…",
  loadFailed: "Your notification settings could not be loaded.",
  retry: "Try again",
  channels: {
    email: "Emails",
    push: "Push Notifications",
    sms: "SMS",
  },
  promotions: {
    title: "Sales & Promotions",
  },
  personalized: {
    title: "Personalized Notifications",
    description: "Coupon, restock notifications and community messages.",
  },
  order: {
    title: "Order & System Notifications",
    note: "*For your convenience, you can't disable for these notifications.",
  },
});
