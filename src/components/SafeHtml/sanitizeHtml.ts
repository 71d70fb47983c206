import DOMPurify from "dompurify";

/**
 * What a category description may hold: the formatting the server's sanitiser keeps
 * (server/modules/catalog/sanitize.ts) and nothing else. The client checks again because the
 * HTML only comes from the network: a proxy, a cache or a future admin tool could change it.
 */
const CONFIG = {
  ALLOWED_TAGS: ["p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "h3", "h4", "a"],
  ALLOWED_ATTR: ["href", "title"],
  // Only web, mail and phone links, or relative ones: no javascript:, data:, vbscript: or blob:.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * A DOMPurify of our own: its link hook never runs for other callers of the shared instance.
 * Made on first use, since the document it needs exists only in the browser.
 */
function ownPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "A") return;
    node.setAttribute("rel", "noopener noreferrer");
    const href = node.getAttribute("href");
    if (href && isExternal(href)) node.setAttribute("target", "_blank");
  });
  purifier = instance;
  return instance;
}

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    // mailto: and tel: hand over to another app; a blank tab would only be left behind.
    const isWeb = url.protocol === "https:" || url.protocol === "http:";
    return isWeb && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** The HTML with only harmless formatting and links left; links to other sites open a new tab. */
export function sanitizeHtml(html: string): string {
  return ownPurifier().sanitize(html, CONFIG);
}
