/** Meta descriptions longer than this are cut by search results; ours end on a word. */
const DESCRIPTION_LIMIT = 160;

/** `html`'s words as one line of plain text (a category's description is HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` cut to what a search result shows, at a word, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_LIMIT / 2));
  return `${atWord.trimEnd()}…`;
}
