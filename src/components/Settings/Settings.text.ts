import { defineText } from "@/i18n/defineText";
/** docs/product.md § Settings, Settings: the profile, the links to the other account pages, Delete Account. */
export const settingsText = defineText("settingsText", {
  title: "Settings",
  profileHeading: "Profile",
  nickname: "Nickname",
  phone: "Phone",
  email: "Email",
  unverified: "Unverified",
  /** Shown for a detail the customer has not given yet. */
  notSet: "Not set",
  updateProfile: "Update Profile",
  linksHeading: "Account settings",
  links: {
    addressBook: "Address Book",
    paymentMethods: "Payment Methods",
    notifications: "Notifications",
  },
  deleteAccount: "Delete Account",
});
