import type { ProductInfoRow } from "@/api/types";
import { Link } from "../ui/Link";
import { productInfoTableText as text } from "./ProductInfoTable.text";
import { safeLinkOf } from "./safeLink";

const linkClasses = "font-medium text-brand-700 underline hover:text-brand-800";

/**
 * A row's value: a link when the row is tappable with a safe link (docs/product.md § Product detail), else text.
 * The server writes it in English: isolated (`<bdi>`), so "5 kg" and a sentence's full stop keep
 * their order inside right-to-left text.
 */
export function ProductInfoValue({ row }: { row: ProductInfoRow }) {
  const link = row.isTappable ? safeLinkOf(row.link) : null;
  if (!link) return <bdi>{row.value}</bdi>;
  if (link.kind === "internal") {
    return (
      <Link href={link.href} className={linkClasses}>
        <bdi>{row.value}</bdi>
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      <bdi>{row.value}</bdi>
      <span className="sr-only"> {text.opensInNewTab}</span>
    </a>
  );
}
