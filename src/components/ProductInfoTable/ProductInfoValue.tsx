import type { ProductInfoRow } from "@/api/types";
import { Link } from "../ui/Link";
import { productInfoTableText as text } from "./ProductInfoTable.text";
import { safeLinkOf } from "./safeLink";

const linkClasses = "font-medium text-brand-700 underline hover:text-brand-800";

/** A row's value: a link when the row is tappable with a safe link (docs/product.md § Product detail), else text. */
export function ProductInfoValue({ row }: { row: ProductInfoRow }) {
  const link = row.isTappable ? safeLinkOf(row.link) : null;
  if (!link) return <>{row.value}</>;
  if (link.kind === "internal") {
    return (
      <Link href={link.href} className={linkClasses}>
        {row.value}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {row.value}
      <span className="sr-only"> {text.opensInNewTab}</span>
    </a>
  );
}
