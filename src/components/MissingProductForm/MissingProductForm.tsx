import { useId, useRef, useState, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { missingProductFormText as text } from "./MissingProductForm.text";

/** The contract's limits of a product request (ProductRequestInput). */
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 500;

/** What the shopper asks for, trimmed; a blank note is left out. */
export interface MissingProductRequest {
  productName: string;
  note?: string;
}

export interface MissingProductFormProps {
  onSubmit: (request: MissingProductRequest) => void;
  /** True while the request is being sent: the button is disabled. */
  submitting?: boolean;
  className?: string;
}

const fieldClasses =
  "w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-invalid:border-danger-700";

/** A short form naming the product the shopper could not find, with an optional note. */
export function MissingProductForm({
  onSubmit,
  submitting = false,
  className,
}: MissingProductFormProps) {
  const nameId = useId();
  const nameErrorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [productName, setProductName] = useState("");
  const [note, setNote] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const name = productName.trim();
    if (name === "") {
      setNameError(text.productNameRequired);
      nameRef.current?.focus();
      return;
    }
    const trimmedNote = note.trim();
    onSubmit(trimmedNote === "" ? { productName: name } : { productName: name, note: trimmedNote });
  }

  return (
    // The browser's own bubbles are replaced by the message under the field.
    <form noValidate onSubmit={handleSubmit} className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={nameId} className="text-sm font-medium">
          {text.productName}
        </label>
        <input
          ref={nameRef}
          id={nameId}
          name="productName"
          type="text"
          required
          autoComplete="off"
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          value={productName}
          onChange={(event) => {
            setProductName(event.target.value);
            if (nameError) setNameError(null);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? nameErrorId : undefined}
          className={fieldClasses}
        />
        {nameError ? (
          <p id={nameErrorId} role="alert" className="text-sm text-danger-700">
            {nameError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium">
          {text.note}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={noteHintId}
          className={cn(fieldClasses, "resize-y")}
        />
        <p id={noteHintId} className="text-xs text-gray-600">
          {text.noteHint}
        </p>
      </div>

      <Button type="submit" disabled={submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
