import { ImagePlus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../ui/Button";
import { reportIssueDialogText as text } from "./ReportIssueDialog.text";

export interface ReportIssueDialogPhotoProps {
  value: File | null;
  onChange: (photo: File | null) => void;
}

/** The optional photo: a file input for images, then its name with a remove button. */
export function ReportIssueDialogPhoto({ value, onChange }: ReportIssueDialogPhotoProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-gray-900">
        {text.photo}
      </label>
      {value ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <ImagePlus aria-hidden className="size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1 truncate">{value.name}</span>
          <Button
            type="button"
            variant="ghostDanger"
            size="icon"
            aria-label={text.removePhoto}
            onClick={() => onChange(null)}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </p>
      ) : (
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="text-sm text-gray-700 file:me-3 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700"
        />
      )}
      <p id={hintId} className="text-xs text-gray-600">
        {text.photoHint}
      </p>
    </div>
  );
}
