import { useId } from "react";
import { cn } from "@/lib/cn";

const fieldClasses =
  "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-danger-700";

export interface AddressDialogFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  multiline?: boolean;
  className?: string;
}

/** One labelled field of the address form, with its error under it. */
export function AddressDialogField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  multiline = false,
  className,
}: AddressDialogFieldProps) {
  const id = useId();
  const errorId = useId();
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    placeholder: placeholder || undefined,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={2}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldClasses, "resize-y")}
        />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClasses}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
