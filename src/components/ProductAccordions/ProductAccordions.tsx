import type { ProductInfoRow } from "@/api/types";
import { cn } from "@/lib/cn";
import type { AccordionRowKey } from "../ProductInfoTable/productInfoKeys";
import { ProductInfoValue } from "../ProductInfoTable/ProductInfoValue";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/Accordion";
import { productAccordionsText as text } from "./ProductAccordions.text";

interface AccordionSection {
  value: string;
  /** Read when drawn, in the active language (a value read at import would stay English). */
  readonly title: string;
  keys: readonly AccordionRowKey[];
}

/** docs/product.md § Product detail: which rows of product.table each accordion shows, in order. */
export const ACCORDION_SECTIONS: readonly AccordionSection[] = [
  {
    value: "description-nutrition",
    get title() {
      return text.descriptionAndNutrition;
    },
    keys: ["Description", "Nutrition"],
  },
  {
    value: "return-policy-disclaimer",
    get title() {
      return text.returnPolicyAndDisclaimer;
    },
    keys: ["Return Policy", "Disclaimer"],
  },
];

/** 'Description & Nutrition' starts open (docs/product.md § Product detail). */
const INITIALLY_OPEN = [ACCORDION_SECTIONS[0]?.value ?? ""];

export interface ProductAccordionsProps {
  /** The product's whole table; each accordion picks its own rows. */
  rows: readonly ProductInfoRow[];
  className?: string;
}

/** Two accordions; each shows only its rows with a value, else 'No information available.' */
export function ProductAccordions({ rows, className }: ProductAccordionsProps) {
  return (
    <Accordion
      type="multiple"
      defaultValue={INITIALLY_OPEN}
      className={cn("rounded-xl border border-gray-200 px-4", className)}
    >
      {ACCORDION_SECTIONS.map((section) => {
        const sectionRows = section.keys.flatMap((key) =>
          rows.filter((row) => row.key === key && row.value.trim() !== ""),
        );
        return (
          <AccordionItem key={section.value} value={section.value}>
            <AccordionTrigger headingLevel={2}>{section.title}</AccordionTrigger>
            <AccordionContent>
              {sectionRows.length === 0 ? (
                <p className="text-gray-600">{text.noInformation}</p>
              ) : (
                <dl className="flex flex-col gap-3">
                  {sectionRows.map((row, index) => (
                    <div key={`${index}-${row.key}`}>
                      <dt className="font-semibold text-gray-900">{row.key}</dt>
                      <dd className="mt-0.5 whitespace-pre-line text-gray-700">
                        <ProductInfoValue row={row} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
