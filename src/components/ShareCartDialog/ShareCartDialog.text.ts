import { dateFormat } from "@/i18n/intlFormats";
import { computed, defineText } from "@/i18n/defineText";
const untilFormat = () =>
  dateFormat("shareCartUntil", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });

/** The words of the cart drawer's share dialog, shared with its stories and container. */
export const shareCartDialogText = defineText("shareCartDialogText", {
  title: "Share your cart",
  description:
    "Anyone with this link can see these items at today's prices and add them to their cart.",
  creating: "Creating your link…",
  linkLabel: "Link to your cart",
  /** "3 items · works until Jul 1, 2026"; an unreadable date is left out. */
  details: computed((items: number, expiresAt: string) => {
    const until = new Date(expiresAt);
    return Number.isNaN(until.getTime())
      ? shareCartDialogText.itemCount(items)
      : shareCartDialogText.itemsUntil(items, untilFormat().format(until));
  }),
  itemCount: (items: number) => `${items} ${items === 1 ? "item" : "items"}`,
  itemsUntil: (items: number, until: string) =>
    `${items} ${items === 1 ? "item" : "items"} · works until ${until}`,
  share: "Share",
  copy: "Copy link",
  failed: "We could not create a link to your cart.",
  retry: "Try again",
  close: "Close",
  /** What the system share sheet gets besides the link. */
  shareSheetTitle: "My grocery cart",
  shareSheetText: "Here is my cart: open the link to see the items and add them to yours.",
});
