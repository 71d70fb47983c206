import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { parseTipAmount } from "./tipAmount";
import { TIP_PRESETS, tipPresetLabel, tipRiderDialogText as text } from "./TipRiderDialog.text";

export interface TipRiderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A valid amount in dollars (a number above 0). */
  onSubmit: (amount: number) => void;
  /** The tip is being sent: Add Tip waits. */
  busy?: boolean;
}

/**
 * docs/product.md § Order detail, § Validation and § Constants and limits: 'Tip Your Rider' with $5 to $25 and Other (a number, min 1, step
 * 0.01). Anything that is not a number above 0 shows 'Enter a valid amount' and is not sent.
 * The choice starts afresh each time the dialog opens.
 */
export function TipRiderDialog({
  open,
  onOpenChange,
  onSubmit,
  busy = false,
}: TipRiderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <TipForm onSubmit={onSubmit} busy={busy} />
      </DialogContent>
    </Dialog>
  );
}

type Choice = number | "other" | null;

function TipForm({ onSubmit, busy }: { onSubmit: (amount: number) => void; busy: boolean }) {
  const name = useId();
  const otherId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState<Choice>(null);
  const [other, setOther] = useState("");
  const [invalid, setInvalid] = useState(false);

  const choose = (next: Choice) => {
    setChoice(next);
    setInvalid(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const amount = choice === "other" ? parseTipAmount(other) : choice === null ? null : choice;
    if (amount === null) {
      setInvalid(true);
      return;
    }
    onSubmit(amount);
  };

  return (
    // The browser's own checks (min 1) would hide the spec's message: this form checks itself.
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={invalid && choice !== "other" ? errorId : undefined}>
        <legend className="text-sm font-medium text-gray-800">{text.amountLegend}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {TIP_PRESETS.map((amount) => (
            <TipChip
              key={amount}
              name={name}
              label={tipPresetLabel(amount)}
              checked={choice === amount}
              onChange={() => choose(amount)}
            />
          ))}
          <TipChip
            name={name}
            label={text.other}
            checked={choice === "other"}
            onChange={() => choose("other")}
          />
        </div>
      </fieldset>
      {choice === "other" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={otherId} className="text-sm font-medium text-gray-800">
            {text.otherLabel}
          </label>
          <input
            id={otherId}
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            value={other}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setOther(event.target.value);
              setInvalid(false);
            }}
            className={cn(
              "h-10 w-full rounded-lg border px-3 text-sm text-gray-900",
              invalid ? "border-danger-600" : "border-gray-300",
            )}
          />
        </div>
      ) : null}
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {text.invalid}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {text.submit}
      </Button>
    </form>
  );
}

function TipChip({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={cn(
        "flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600",
        checked
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-gray-300 bg-white text-gray-800 hover:border-brand-600",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {label}
    </label>
  );
}
