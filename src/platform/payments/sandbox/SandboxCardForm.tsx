import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import { CardBrandLogo } from "@/components/CardBrandLogo/CardBrandLogo";
import { cn } from "@/lib/cn";
import { paymentsText as text } from "../payments.text";
import type { CardFormProps } from "../types";
import {
  cardBrand,
  cardNumberProblem,
  cvcLength,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiryInput,
  onlyDigits,
  parseExpiry,
} from "./cardDetails";
import { confirmSandboxCard } from "./confirmSandboxCard";

type Field = "number" | "expiry" | "cvc";
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ["number", "expiry", "cvc"];
const EMPTY: Values = { number: "", expiry: "", cvc: "" };
const NOT_FINAL: Record<Field, boolean> = { number: false, expiry: false, cvc: false };

/** Each field's problem, or null; `final` fields also count what is missing, not only what is wrong. */
function problemsOf(values: Values, final: Record<Field, boolean>): Record<Field, string | null> {
  const brand = cardBrand(onlyDigits(values.number));
  const number = cardNumberProblem(values.number, final.number);
  const expiry = expiryProblem(values.expiry, final.expiry, new Date());
  const cvc = cvcProblem(values.cvc, brand, final.cvc);
  return {
    number: number && text.numberProblems[number],
    expiry: expiry && text.expiryProblems[expiry],
    cvc: cvc && text.cvcProblems[cvc],
  };
}

/**
 * The sandbox's card form: number (grouped by 4, with its network's badge), expiry (MM/YY) and
 * security code, each checked as the shopper types. A problem shows under its field once it is
 * certain (a full number failing the checksum, a past month), or once the shopper leaves the
 * field or submits.
 */
export function SandboxCardForm({ ref, disabled = false }: CardFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [final, setFinal] = useState(NOT_FINAL);
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  const brand = cardBrand(onlyDigits(values.number));
  const problems = problemsOf(values, final);
  // The form loads after its dialog opened, which focused what was there (Cancel): the shopper
  // came to type a card, so its number takes the focus once it is here.
  useEffect(() => numberInput.current?.focus(), []);

  useImperativeHandle(
    ref,
    () => ({
      check: () => {
        const all = { number: true, expiry: true, cvc: true };
        setFinal(all);
        const problemsNow = problemsOf(values, all);
        const first = FIELDS.find((field) => problemsNow[field] !== null);
        const inputs = { number: numberInput, expiry: expiryInput, cvc: cvcInput };
        if (first) inputs[first].current?.focus();
        return first === undefined;
      },
      confirm: async (clientSecret) => {
        const expiry = parseExpiry(values.expiry);
        if (!expiry) throw new Error("The card's expiry date is incomplete; call check() first.");
        return confirmSandboxCard(clientSecret, {
          cardNumber: onlyDigits(values.number),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: onlyDigits(values.cvc),
        });
      },
    }),
    [values],
  );

  const change = (field: Field, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  // An empty field left behind is not a mistake yet; the submit calls it out.
  const leave = (field: Field) => {
    if (values[field] !== "") setFinal((previous) => ({ ...previous, [field]: true }));
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-gray-600">{text.sandboxHint}</p>
      <CardField
        label={text.number}
        error={problems.number}
        inputRef={numberInput}
        adornment={
          onlyDigits(values.number).length > 0 ? (
            <CardBrandLogo brand={brand} className="absolute top-1/2 inset-e-3 -translate-y-1/2" />
          ) : null
        }
        autoComplete="cc-number"
        placeholder={text.numberPlaceholder}
        value={values.number}
        readOnly={disabled}
        className="pe-14"
        onChange={(event) =>
          change("number", formatCardNumber(typedCardDigits(event, values.number)))
        }
        onBlur={() => leave("number")}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardField
          label={text.expiry}
          error={problems.expiry}
          inputRef={expiryInput}
          autoComplete="cc-exp"
          placeholder={text.expiryPlaceholder}
          value={values.expiry}
          readOnly={disabled}
          // No maxLength: it would cut a paste or an autofill ("12 / 34", "12/2034") before
          // formatExpiryInput reads it; the formatter keeps the field to MM/YY.
          onChange={(event) =>
            change("expiry", formatExpiryInput(event.target.value, isDeletion(event)))
          }
          onBlur={() => leave("expiry")}
        />
        <CardField
          label={text.cvc}
          error={problems.cvc}
          inputRef={cvcInput}
          autoComplete="cc-csc"
          placeholder={text.cvcPlaceholder}
          value={values.cvc}
          readOnly={disabled}
          // Until the number names its network, either length may be typed. The digits are cut,
          // not the text (no maxLength), so a pasted " 123 " keeps its three digits.
          onChange={(event) =>
            change(
              "cvc",
              onlyDigits(event.target.value).slice(0, brand === "unknown" ? 4 : cvcLength(brand)),
            )
          }
          onBlur={() => leave("cvc")}
        />
      </div>
    </div>
  );
}

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  adornment?: ReactNode;
}

/** A labelled card field whose problem is tied to it (aria-invalid, aria-describedby). */
function CardField({ label, error, inputRef, adornment, className, ...input }: CardFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {/* Card numbers, expiry and code read left to right in every language, logo included. */}
      <div dir="ltr" className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base tabular-nums placeholder:text-gray-500 read-only:bg-gray-50 aria-invalid:border-danger-600",
            className,
          )}
          {...input}
        />
        {adornment}
      </div>
      {/* Always there, so a problem that appears while typing is announced. */}
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-danger-700">
        {error}
      </p>
    </div>
  );
}

function isDeletion(event: ChangeEvent<HTMLInputElement>): boolean {
  const { nativeEvent } = event;
  return nativeEvent instanceof InputEvent && nativeEvent.inputType.startsWith("delete");
}

/**
 * The number's digits after an edit. Deleting only a space between groups would leave the digits
 * as they were and the grouping would put it straight back, so the digit beside it goes instead.
 */
function typedCardDigits(event: ChangeEvent<HTMLInputElement>, shown: string): string {
  const input = event.target;
  const digits = onlyDigits(input.value);
  if (!isDeletion(event) || digits !== onlyDigits(shown)) return digits;
  const caret = input.selectionStart ?? input.value.length;
  const kept = onlyDigits(input.value.slice(0, caret)).length;
  const forward =
    event.nativeEvent instanceof InputEvent && event.nativeEvent.inputType.endsWith("Forward");
  return forward
    ? digits.slice(0, kept) + digits.slice(kept + 1)
    : digits.slice(0, Math.max(0, kept - 1)) + digits.slice(kept);
}
