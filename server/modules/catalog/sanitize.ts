import sanitizeHtml from "sanitize-html";

/**
 * Category descriptions are rendered as HTML by the web app, so only harmless formatting and
 * plain links survive: scripts, styles, event handlers and javascript: URLs are dropped here,
 * whatever an admin or an import wrote into the database.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Links open other sites: never let them reach back through window.opener or the referrer.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
  },
};

/** The description as safe HTML, or null when nothing meaningful is left. */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}
