import { ArrowUpDown } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { ProductSort } from "@/api/types";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "../ui/Dialog";
import { sortDialogText as text } from "./SortDialog.text";
import { SORT_OPTIONS } from "./sortOptions";

export interface SortDialogProps {
  /** The sort the list is shown in now. */
  value: ProductSort;
  /** The shopper pressed Apply; raised with the chosen sort even when it did not change. */
  onApply: (sort: ProductSort) => void;
  className?: string;
}

/**
 * The trigger showing the current sort and the 'Sort by' dialog. The choice stays pending until
 * Apply; closing the dialog otherwise discards it, and reopening starts again from `value`.
 */
export function SortDialog({ value, onApply, className }: SortDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(value);
  const groupName = useId();

  const changeOpen = (next: boolean) => {
    if (next) setPending(value);
    setOpen(next);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(pending);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" weight="medium" className={className}>
          <ArrowUpDown aria-hidden className="size-4" />
          {text.trigger(text.options[value])}
        </Button>
      </DialogTrigger>
      {/* The title names the dialog and its options; there is nothing more to describe. */}
      <DialogContent closeLabel={text.close} aria-describedby={undefined}>
        <DialogTitle>{text.title}</DialogTitle>
        <form onSubmit={apply} className="flex flex-col gap-4">
          {/* Radix names the dialog by its title's own id, so the group repeats the words. */}
          <div role="radiogroup" aria-label={text.title} className="flex flex-col">
            {SORT_OPTIONS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-3 hover:bg-gray-50 has-[:checked]:font-semibold"
              >
                <input
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={pending === option}
                  onChange={() => setPending(option)}
                  className="size-4 accent-brand-700"
                />
                {text.options[option]}
              </label>
            ))}
          </div>
          <Button type="submit" className="w-full">
            {text.apply}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
