export type SafeLink = { kind: "internal"; href: string } | { kind: "external"; href: string };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// Browsers drop control characters and read "\" as "/", which is how "java\tscript:" or
// "/\evil.example" slip past a scheme check; a link holding them is not followed at all.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const DISGUISING_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * A row's link as something safe to follow: an http(s) address (opened in a new tab) or a path
 * of this store. Other schemes (javascript:, data:, …) give null, and the row shows plain text.
 */
export function safeLinkOf(link: string | null | undefined): SafeLink | null {
  const trimmed = link?.trim();
  if (!trimmed || DISGUISING_CHARACTERS.test(trimmed)) return null;
  if (trimmed.startsWith("//")) return externalLinkOf(`https:${trimmed}`);
  if (!SCHEME.test(trimmed)) return { kind: "internal", href: trimmed };
  return externalLinkOf(trimmed);
}

function externalLinkOf(address: string): SafeLink | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:"
      ? { kind: "external", href: url.href }
      : null;
  } catch {
    return null;
  }
}
