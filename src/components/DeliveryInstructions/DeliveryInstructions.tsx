import { useId, useState, type FormEvent } from "react";
import type { DeliveryInstructionsRequest } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { deliveryInstructionsText as text } from "./DeliveryInstructions.text";

/** What the form sends: the contract's DeliveryInstructionsRequest. */
export type DeliveryInstructionsInput = DeliveryInstructionsRequest;

export interface DeliveryInstructionsProps {
  /** The saved note; the field starts with it. */
  note: string | null;
  /** The saved choice; the checkbox starts with it. */
  leaveAtDoorstep: boolean;
  /** A save is in flight: 'Updating...' and the button is disabled. */
  updating?: boolean;
  onUpdate: (instructions: DeliveryInstructionsInput) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * docs/product.md § Order detail: free text (optional, placeholder 'Lobby Code 90'), a leave-at-doorstep
 * checkbox and Update. The fields keep what the shopper typed while the order reloads.
 */
export function DeliveryInstructions({
  note,
  leaveAtDoorstep,
  updating = false,
  onUpdate,
  headingLevel = 2,
  className,
}: DeliveryInstructionsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const noteId = useId();
  const doorstepId = useId();
  const [draftNote, setDraftNote] = useState(note ?? "");
  const [draftDoorstep, setDraftDoorstep] = useState(leaveAtDoorstep);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updating) return;
    onUpdate({ note: draftNote.trim(), leaveAtDoorstep: draftDoorstep });
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      className={cn("flex flex-col gap-3", className)}
    >
      <Heading id={headingId} className="text-base font-semibold text-gray-900">
        {text.heading}
      </Heading>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm text-gray-700">
          {text.noteLabel}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          value={draftNote}
          placeholder={text.placeholder}
          onChange={(event) => setDraftNote(event.target.value)}
          className="w-full resize-y rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-600"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id={doorstepId}
            type="checkbox"
            name="leaveAtDoorstep"
            checked={draftDoorstep}
            onChange={(event) => setDraftDoorstep(event.target.checked)}
            className="size-4 rounded border-gray-300 accent-brand-700"
          />
          <label htmlFor={doorstepId} className="text-sm text-gray-800">
            {text.leaveAtDoorstep}
          </label>
        </div>
        <Button type="submit" variant="outline" disabled={updating} aria-busy={updating}>
          {updating ? text.updating : text.update}
        </Button>
      </div>
    </form>
  );
}
