import { Clock, PackageCheck, RotateCcw, Truck, type LucideIcon } from "lucide-react";
import { Fragment } from "react";
import { Link } from "../ui/Link";
import { accountModalText as text } from "./AccountModal.text";
import { accountLinks, type OrderShortcut } from "./accountLinks";

const SHORTCUTS: readonly { key: OrderShortcut; icon: LucideIcon }[] = [
  { key: "pending", icon: Clock },
  { key: "shipped", icon: Truck },
  { key: "delivered", icon: PackageCheck },
  { key: "returns", icon: RotateCcw },
];

/** docs/product.md § Account modal: Pending, Shipped, Delivered and Returns/Cancelled, each an orders tab. */
export function AccountModalShortcuts({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul aria-label={text.shortcutsLabel} className="grid grid-cols-4 gap-2">
      {SHORTCUTS.map(({ key, icon: Icon }) => (
        <li key={key}>
          <Link
            href={accountLinks.shortcuts[key]}
            onClick={onNavigate}
            className="flex h-full flex-col items-center gap-1.5 rounded-lg bg-gray-50 px-1 py-3 text-center text-xs font-medium hover:bg-brand-50"
          >
            <Icon aria-hidden className="size-5 text-brand-700" />
            <span className="max-w-full">{breakableAtSlash(text.shortcuts[key])}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Returns/Cancelled' is wider than its tile: it may wrap after the slash, and only there. */
function breakableAtSlash(label: string) {
  return label.split("/").map((part, index) => (
    <Fragment key={part}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}
