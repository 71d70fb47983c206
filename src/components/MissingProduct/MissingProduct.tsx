import { PackageSearch } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import {
  MissingProductForm,
  type MissingProductRequest,
} from "../MissingProductForm/MissingProductForm";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/Dialog";
import { missingProductText as text } from "./MissingProduct.text";

export interface MissingProductProps {
  /** Whether the request dialog is open; leave both unset to let the block manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSubmit: (request: MissingProductRequest) => void;
  /** True while the request is being sent. */
  submitting?: boolean;
  className?: string;
}

/**
 * 'Something’s Missing?': an invitation to ask for a product the store lacks, whose button opens
 * the request form in a dialog. The form lives only while the dialog is open, so closing it (after
 * a request was sent, or by the shopper) starts the next one blank.
 */
export function MissingProduct({
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
  className,
}: MissingProductProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-8 text-center",
        className,
      )}
    >
      <PackageSearch aria-hidden className="size-10 text-brand-700" />
      <h2 id={titleId} className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="font-medium">{text.question}</p>
      <p className="text-sm text-gray-700">{text.invitation}</p>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button size="lg" className="mt-2">
            {text.open}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={text.close}>
          <DialogTitle>{text.dialogTitle}</DialogTitle>
          <DialogDescription>{text.dialogDescription}</DialogDescription>
          <MissingProductForm onSubmit={onSubmit} submitting={submitting} />
        </DialogContent>
      </Dialog>
    </section>
  );
}
