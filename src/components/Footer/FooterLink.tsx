import type { ReactNode } from "react";
import { Link } from "../ui/Link";
import { footerText as text } from "./Footer.text";

const linkClass = "text-sm text-gray-700 hover:text-brand-700 hover:underline";

function isAbsolute(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * A footer entry. Pages of other sites (the configured about, terms, privacy and FAQ pages) open
 * in a new tab, which the link says. An entry without a target (spec: Careers, Customer Support
 * and Blogs; a configured page before the configs load) is plain text: a link or button that
 * does nothing would promise an action, and text keeps the column's shape without a dead stop
 * for keyboard users.
 */
export function FooterLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <span className="text-sm text-gray-600">{children}</span>;
  if (isAbsolute(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
        <span className="sr-only"> {text.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  );
}
