import { Bell, ChevronRight, CreditCard, MapPin, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "../ui/Link";
import { settingsText as text } from "./Settings.text";

export interface SettingsLinksHrefs {
  addressBook: string;
  paymentMethods: string;
  notifications: string;
}

/** docs/product.md § Settings: the ways from Settings to the address book, the cards and the notifications. */
export function SettingsLinks({ hrefs }: { hrefs: SettingsLinksHrefs }) {
  const headingId = useId();
  const entries: { key: keyof SettingsLinksHrefs; icon: LucideIcon }[] = [
    { key: "addressBook", icon: MapPin },
    { key: "paymentMethods", icon: CreditCard },
    { key: "notifications", icon: Bell },
  ];
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white">
      <h2 id={headingId} className="sr-only">
        {text.linksHeading}
      </h2>
      <ul className="divide-y divide-gray-200">
        {entries.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Link
              href={hrefs[key]}
              className="flex items-center gap-3 px-4 py-3 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
            >
              <Icon aria-hidden className="size-5 text-brand-700" />
              <span className="flex-1">{text.links[key]}</span>
              <ChevronRight aria-hidden className="size-5 text-gray-500 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
