import type { LabelHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export interface FieldLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Marks the field with a red asterisk; the input's own `required` tells screen readers. */
  required?: boolean;
}

/** A form field's label, with the required mark the forms share. */
export function FieldLabel({ required = false, className, children, ...props }: FieldLabelProps) {
  return (
    <label className={cn("text-sm font-medium", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="text-danger-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}
