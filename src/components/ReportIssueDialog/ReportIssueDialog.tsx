import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { IssueReason, IssueReportItem, OrderProduct } from "@/api/types";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { ReportIssueDialogItems, type ChosenItems } from "./ReportIssueDialogItems";
import { ReportIssueDialogPhoto } from "./ReportIssueDialogPhoto";
import { reportIssueDialogText as text } from "./ReportIssueDialog.text";

const REASONS: readonly IssueReason[] = [
  "MISSING",
  "DAMAGED",
  "WRONG_ITEM",
  "POOR_QUALITY",
  "POOR_REPLACEMENT",
];

/** What the shopper reports: the server decides the outcome. */
export interface IssueReportDraft {
  reason: IssueReason;
  items: IssueReportItem[];
  photo: File | null;
}

export interface ReportIssueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order's lines; a line refunded in full has nothing left to report and is not listed. */
  lines: readonly OrderProduct[];
  onSubmit: (report: IssueReportDraft) => void;
  /** The report is being sent: the submit button waits. */
  busy?: boolean;
}

/**
 * docs/replacements.md § Report a problem after delivery: items and quantities, a reason, and an
 * optional photo. Sending without items or a reason says what is missing. Each opening starts
 * afresh.
 */
export function ReportIssueDialog({
  open,
  onOpenChange,
  lines,
  onSubmit,
  busy = false,
}: ReportIssueDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <ReportForm
          lines={lines.filter((line) => line.fulfilment?.outcome !== "REFUNDED")}
          onSubmit={onSubmit}
          busy={busy}
        />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  lines,
  onSubmit,
  busy,
}: {
  lines: readonly OrderProduct[];
  onSubmit: (report: IssueReportDraft) => void;
  busy: boolean;
}) {
  const reasonName = useId();
  const reasonErrorId = useId();
  const [items, setItems] = useState<ChosenItems>({});
  const [reason, setReason] = useState<IssueReason | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const chosen = Object.entries(items).map(([id, qty]) => ({ orderProductId: Number(id), qty }));
  const anyReplaced = lines.some((line) => line.fulfilment?.outcome === "REPLACED");
  const reasons = REASONS.filter((each) => each !== "POOR_REPLACEMENT" || anyReplaced);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (chosen.length === 0 || reason === null) {
      setTried(true);
      return;
    }
    onSubmit({ reason, items: chosen, photo });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReportIssueDialogItems
        lines={lines}
        value={items}
        onChange={setItems}
        error={tried && chosen.length === 0 ? text.noItems : null}
      />
      <fieldset aria-describedby={tried && reason === null ? reasonErrorId : undefined}>
        <legend className="text-sm font-semibold text-gray-900">{text.reasonLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {reasons.map((each) => (
            <label
              key={each}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={reasonName}
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              {text.reasons[each]}
            </label>
          ))}
        </div>
        {tried && reason === null ? (
          <p id={reasonErrorId} className="mt-1 text-sm text-danger-700">
            {text.noReason}
          </p>
        ) : null}
      </fieldset>
      <ReportIssueDialogPhoto value={photo} onChange={setPhoto} />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {text.submit}
      </Button>
    </form>
  );
}
