import { useMemo, type MouseEvent } from "react";
import { cn } from "@/lib/cn";
import { sanitizeHtml } from "./sanitizeHtml";

export interface SafeHtmlProps {
  /** Untrusted HTML, e.g. a category description. */
  html: string;
  /**
   * Follows a link to a page of this store inside the app, without reloading it; such links
   * are plain anchors otherwise.
   */
  onNavigate?: (path: string) => void;
  className?: string;
}

const formatting =
  "text-sm leading-relaxed text-gray-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5";

/**
 * The server renders pages from its own answers only, whose HTML it has already cleaned
 * (server/modules/catalog/sanitize.ts); DOMPurify needs a DOM, which the server has not.
 */
function onServer(): boolean {
  return typeof window === "undefined";
}

/**
 * HTML from the server, sanitised in the browser before it is rendered. DOMPurify is heavy, so
 * only the category listing renders this component (and so only its chunk loads it).
 */
export function SafeHtml({ html, onNavigate, className }: SafeHtmlProps) {
  const clean = useMemo(() => (onServer() ? html : sanitizeHtml(html)), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest("a") : null;
    if (!target || target.target === "_blank" || !target.href) return;
    const url = new URL(target.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    onNavigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // The anchors inside are the interactive elements; this only routes their clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={cn(formatting, className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
