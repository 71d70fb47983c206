import { notify } from "@/app/toast";
import { productMessages } from "./productMessages";

/** What a share sheet gets: the page's title, an optional line of text, and its address. */
export interface ShareableLink {
  title: string;
  text?: string;
  url: string;
}

/** True where the browser has a system share sheet (the Web Share API). */
export function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** Copies the link and says so; a clipboard the browser refuses is told too. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(productMessages.linkCopied);
  } catch (error) {
    console.error("Copying the link failed.", error);
    notify.error(productMessages.linkCopyFailed);
  }
}

/**
 * The system share sheet where there is one, else the link copied. A shopper closing the share
 * sheet (AbortError) has decided not to share: nothing to say.
 */
export async function shareLink(link: ShareableLink): Promise<void> {
  if (canShareNatively()) {
    try {
      await navigator.share(link);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Sharing failed; copying the link instead.", error);
    }
  }
  await copyLink(link.url);
}
