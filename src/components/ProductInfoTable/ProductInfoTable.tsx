import { useId } from "react";
import type { ProductInfoRow } from "@/api/types";
import { cn } from "@/lib/cn";
import { isAccordionRowKey } from "./productInfoKeys";
import { productInfoTableText as text } from "./ProductInfoTable.text";
import { ProductInfoValue } from "./ProductInfoValue";

export interface ProductInfoTableProps {
  /** The product's whole table; the rows the accordions show are left out here. */
  rows: readonly ProductInfoRow[];
  className?: string;
}

/** docs/product.md § Product detail: the 'Product Info' key/value table. Nothing when no row is left to show. */
export function ProductInfoTable({ rows, className }: ProductInfoTableProps) {
  const titleId = useId();
  const infoRows = rows.filter((row) => !isAccordionRowKey(row.key));
  if (infoRows.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-3", className)}>
      <h2 id={titleId} className="text-lg font-semibold">
        {text.title}
      </h2>
      <table aria-labelledby={titleId} className="w-full text-start text-sm">
        <tbody className="divide-y divide-gray-200">
          {infoRows.map((row, index) => (
            <tr key={`${index}-${row.key}`}>
              <th
                scope="row"
                className="w-2/5 py-2 pe-4 text-start align-top font-medium text-gray-600"
              >
                {row.key}
              </th>
              <td className="py-2 align-top text-gray-900">
                <ProductInfoValue row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
