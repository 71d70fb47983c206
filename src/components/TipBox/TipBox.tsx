import { HandCoins } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { CHECKOUT_TIP_PRESETS, tipBoxText as text } from "./TipBox.text";

export interface TipBoxProps {
  /** Cart.tipAmount in dollars; 0 when there is none. It marks the chosen preset. */
  tipAmount: number;
  /** Cart.formattedTipAmount, shown while a tip is on the cart. */
  formattedTipAmount?: string;
  /** Raised with a preset or a valid Other amount (a number above 0). */
  onApply: (amount: number) => void;
  onClear: () => void;
  applying?: boolean;
  clearing?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

const presetClass =
  "h-10 rounded-lg border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

/**
 * docs/product.md § Checkout, § States and transitions and § Constants and limits: $3, $5, $10 or Other (an amount, at least 1, step 0.01), and Clear.
 * A preset applies at once; the server answers with the new totals.
 */
export function TipBox({
  tipAmount,
  formattedTipAmount,
  onApply,
  onClear,
  applying = false,
  clearing = false,
  headingLevel = 2,
  className,
}: TipBoxProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = { heading: useId(), note: useId(), amount: useId(), error: useId() };
  const isPreset = (CHECKOUT_TIP_PRESETS as readonly number[]).includes(tipAmount);
  const [otherOpen, setOtherOpen] = useState(tipAmount > 0 && !isPreset);
  const [amount, setAmount] = useState(tipAmount > 0 && !isPreset ? String(tipAmount) : "");
  const [error, setError] = useState<string | null>(null);
  // Only choosing Other moves focus to the amount, not a page that opens with a custom tip.
  const focusAmount = useRef(false);
  const busy = applying || clearing;
  const otherChosen = otherOpen || (tipAmount > 0 && !isPreset);

  const choosePreset = (preset: number) => {
    setOtherOpen(false);
    setError(null);
    if (preset !== tipAmount) onApply(preset);
  };

  const submitOther = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number.parseFloat(amount);
    if (!Number.isFinite(value) || value <= 0) return setError(text.invalid);
    onApply(value);
  };

  return (
    <section
      aria-labelledby={ids.heading}
      aria-describedby={ids.note}
      className={cn("rounded-xl border border-gray-200 bg-white p-4", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading id={ids.heading} className="flex items-center gap-2 text-lg font-semibold">
          <HandCoins aria-hidden className="size-5 text-brand-700" />
          {text.heading}
        </Heading>
        {tipAmount > 0 ? (
          <Button
            variant="ghostDanger"
            size="sm"
            onClick={() => {
              setOtherOpen(false);
              setAmount("");
              setError(null);
              onClear();
            }}
            disabled={busy}
            aria-busy={clearing}
            aria-describedby={ids.heading}
          >
            {clearing ? text.clearing : text.clear}
          </Button>
        ) : null}
      </div>
      <p id={ids.note} className="mt-1 text-sm text-gray-600">
        {text.note}
      </p>

      <div role="group" aria-label={text.presetsLabel} className="mt-3 grid grid-cols-4 gap-2">
        {CHECKOUT_TIP_PRESETS.map((preset) => {
          const chosen = !otherOpen && tipAmount === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={chosen}
              disabled={busy}
              onClick={() => choosePreset(preset)}
              className={cn(
                presetClass,
                chosen
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-gray-300 bg-white text-gray-900 hover:border-brand-700",
              )}
            >
              {text.preset(preset)}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={otherChosen}
          aria-expanded={otherOpen}
          aria-controls={otherOpen ? ids.amount : undefined}
          disabled={busy}
          onClick={() => {
            focusAmount.current = !otherOpen;
            setOtherOpen(true);
          }}
          className={cn(
            presetClass,
            otherChosen
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-gray-300 bg-white text-gray-900 hover:border-brand-700",
          )}
        >
          {text.other}
        </button>
      </div>

      {otherOpen ? (
        <form onSubmit={submitOther} noValidate className="mt-3 flex flex-col gap-1.5">
          <label htmlFor={ids.amount} className="text-sm font-medium">
            {text.amountLabel}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <span
                aria-hidden
                className="pointer-events-none absolute inset-y-0 inset-s-3 flex items-center text-gray-600"
              >
                $
              </span>
              <input
                ref={(node) => {
                  if (node && focusAmount.current) node.focus();
                  focusAmount.current = false;
                }}
                id={ids.amount}
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setError(null);
                }}
                aria-invalid={error !== null}
                aria-describedby={error ? ids.error : undefined}
                className="h-10 w-full rounded-lg border border-gray-300 bg-white pe-3 ps-7 text-sm aria-invalid:border-danger-600"
              />
            </div>
            <Button type="submit" variant="outline" disabled={busy} aria-busy={applying}>
              {applying ? text.applying : text.apply}
            </Button>
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}

      {tipAmount > 0 && formattedTipAmount ? (
        <p className="mt-3 text-sm font-medium text-brand-700">
          {text.current(formattedTipAmount)}
        </p>
      ) : null}
    </section>
  );
}
