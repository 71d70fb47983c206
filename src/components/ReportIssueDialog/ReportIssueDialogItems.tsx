import { useId } from "react";
import type { OrderProduct } from "@/api/types";
import { reportIssueDialogText as text } from "./ReportIssueDialog.text";

/** The chosen lines: order line id → quantity reported. */
export type ChosenItems = Readonly<Record<number, number>>;

export interface ReportIssueDialogItemsProps {
  lines: readonly OrderProduct[];
  value: ChosenItems;
  onChange: (next: ChosenItems) => void;
  error: string | null;
}

/** Each line as a checkbox and, once checked, how many of it (1 to what was ordered). */
export function ReportIssueDialogItems({
  lines,
  value,
  onChange,
  error,
}: ReportIssueDialogItemsProps) {
  const errorId = useId();
  const toggle = (line: OrderProduct, checked: boolean) =>
    onChange(
      checked
        ? { ...value, [line.id]: line.qty }
        : Object.fromEntries(Object.entries(value).filter(([id]) => Number(id) !== line.id)),
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{text.itemsLegend}</legend>
      <ul className="mt-2 flex max-h-60 flex-col gap-2 overflow-y-auto">
        {lines.map((line) => {
          const qty = value[line.id];
          const packed =
            line.fulfilment?.outcome === "REPLACED" ? line.fulfilment.replacement : null;
          return (
            <li key={line.id} className="flex items-center gap-3">
              <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={qty !== undefined}
                  onChange={(event) => toggle(line, event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="font-medium text-gray-900">{line.product.name}</span>
                  {packed ? (
                    <span className="block text-xs text-gray-600">
                      {text.replacedBy(packed.name)}
                    </span>
                  ) : null}
                </span>
              </label>
              {qty !== undefined && line.qty > 1 ? (
                <select
                  aria-label={text.quantityOf(line.product.name)}
                  value={qty}
                  onChange={(event) =>
                    onChange({ ...value, [line.id]: Number(event.target.value) })
                  }
                  className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
                >
                  {Array.from({ length: line.qty }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
