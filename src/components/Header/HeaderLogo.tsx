import { Link } from "../ui/Link";
import { headerText as text } from "./Header.text";

/** The store's mark and wordmark, linking home; narrow screens show the mark alone. */
export function HeaderLogo({ href }: { href: string }) {
  return (
    <Link
      href={href}
      aria-label={text.homeLabel}
      className="flex shrink-0 items-center gap-1.5 rounded-md text-brand-700"
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M8 12h16l-1.6 10.2a2 2 0 0 1-2 1.8h-8.8a2 2 0 0 1-2-1.8L8 12Zm4 0 4-5 4 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="hidden text-xl font-extrabold tracking-tight sm:inline">
        {text.wordmark}
      </span>
    </Link>
  );
}
