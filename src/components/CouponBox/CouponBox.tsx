import { BadgeCheck, TicketPercent } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Coupon } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { useFocusHandOff } from "../ui/useFocusHandOff";
import { couponBoxText as text } from "./CouponBox.text";

export interface CouponBoxProps {
  /** The cart's applied coupon (Cart.coupon), or null. */
  coupon: Coupon | null;
  /** Cart.availableCoupons: how many of the customer's coupons this cart could use. */
  availableCoupons?: number;
  /** Cart.upsellCouponMessage: what would unlock a coupon, as the server words it. */
  upsellCouponMessage?: string | null;
  /** Raised with the trimmed code; never with a blank one (docs/product.md § Validation). */
  onApply: (code: string) => void;
  onClear: () => void;
  applying?: boolean;
  clearing?: boolean;
  /** Why the server refused the last code; hidden once the shopper edits the code. */
  error?: string | null;
  /** Where the heading sits in the page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * docs/product.md § Checkout and § States and transitions: one coupon at a time, applied by code and removed with Clear. Focus
 * follows the swap: an applied code's Clear button, then the empty code field again.
 */
export function CouponBox({
  coupon,
  availableCoupons = 0,
  upsellCouponMessage = null,
  onApply,
  onClear,
  applying = false,
  clearing = false,
  error = null,
  headingLevel = 2,
  className,
}: CouponBoxProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = { heading: useId(), input: useId(), error: useId() };
  const [code, setCode] = useState("");
  // A new error (another refusal) shows again even after an edit hid the previous one.
  const [hiddenError, setHiddenError] = useState<string | null>(null);
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    setLastError(error);
    setHiddenError(null);
  }
  const shownError = error !== null && error !== hiddenError ? error : null;

  const clearButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const handOff = useFocusHandOff();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === "" || applying) return;
    handOff(() => clearButton.current);
    onApply(trimmed);
  };

  const clear = () => {
    handOff(() => codeInput.current);
    onClear();
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className={cn("rounded-xl border border-gray-200 bg-white p-4", className)}
    >
      <Heading id={ids.heading} className="flex items-center gap-2 text-lg font-semibold">
        <TicketPercent aria-hidden className="size-5 text-brand-700" />
        {text.heading}
      </Heading>

      {coupon ? (
        <div className="mt-3 flex items-start gap-3 rounded-lg border border-brand-700 bg-brand-50 p-3">
          <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gray-900">{coupon.name}</p>
            <p className="text-sm text-gray-700">
              {text.code(coupon.code)} · {coupon.formattedValue}
            </p>
            <p className="sr-only">{text.appliedLabel}</p>
          </div>
          <Button
            ref={clearButton}
            variant="ghostDanger"
            size="sm"
            onClick={clear}
            disabled={clearing}
            aria-busy={clearing}
            aria-describedby={ids.heading}
          >
            {clearing ? text.clearing : text.clear}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-1.5">
          <label htmlFor={ids.input} className="sr-only">
            {text.codeLabel}
          </label>
          <div className="flex gap-2">
            <input
              ref={codeInput}
              id={ids.input}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setHiddenError(error);
              }}
              placeholder={text.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={shownError !== null}
              aria-describedby={shownError ? ids.error : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm uppercase placeholder:normal-case placeholder:text-gray-500 aria-invalid:border-danger-600"
            />
            <Button type="submit" variant="outline" disabled={applying} aria-busy={applying}>
              {applying ? text.applying : text.apply}
            </Button>
          </div>
          {shownError ? (
            <p id={ids.error} role="alert" className="text-sm text-danger-700">
              {shownError}
            </p>
          ) : null}
        </form>
      )}

      {!coupon && availableCoupons > 0 ? (
        <p className="mt-2 text-sm text-brand-700">{text.available(availableCoupons)}</p>
      ) : null}
      {upsellCouponMessage ? (
        <p className="mt-2 rounded-md bg-warning-100 px-3 py-2 text-sm text-warning-700">
          {/* The server's English, isolated so its full stop and prices keep their order. */}
          <bdi>{upsellCouponMessage}</bdi>
        </p>
      ) : null}
    </section>
  );
}
