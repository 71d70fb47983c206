import { ChevronRight, LogOut, Phone } from "lucide-react";
import { useId } from "react";
import { formatPhoneWithCountryCode } from "@/lib/phoneNumber";
import { Button } from "../ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { Link } from "../ui/Link";
import { accountModalText as text } from "./AccountModal.text";
import { AccountModalShortcuts } from "./AccountModalShortcuts";
import { accountLinks } from "./accountLinks";

export interface AccountModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer's E.164 number, shown with its country code. */
  phone: string | null;
  loggingOut?: boolean;
  onLogout: () => void;
}

/** docs/product.md § Account modal: the customer's number, their links and Logout. */
export function AccountModal({
  open,
  onOpenChange,
  phone,
  loggingOut = false,
  onLogout,
}: AccountModalProps) {
  // Following a link leaves the modal behind: it closes as the page changes.
  const close = () => onOpenChange(false);
  const sectionTitle = useId();
  // Without a number there is nothing to describe the dialog with; Radix is told so.
  const noDescription = phone ? {} : { "aria-describedby": undefined };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
        // Radix skips links and would land on Logout, one Enter from ending the session; the
        // dialog itself takes focus instead, and Tab starts at My Orders.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        {...noDescription}
      >
        <DialogTitle>{text.title}</DialogTitle>
        {phone && (
          <DialogDescription look="body" className="flex items-center gap-2 text-gray-900">
            <Phone aria-hidden className="size-4 text-gray-600" />
            <span className="sr-only">{text.phoneLabel}: </span>
            <span dir="ltr" className="font-medium tabular-nums">
              {formatPhoneWithCountryCode(phone)}
            </span>
          </DialogDescription>
        )}
        <section aria-labelledby={sectionTitle} className="flex flex-col gap-3">
          <h3 id={sectionTitle} className="text-sm font-semibold text-gray-600">
            {text.yourInformation}
          </h3>
          <AccountModalRow href={accountLinks.myOrders} label={text.myOrders} onClick={close} />
          <AccountModalShortcuts onNavigate={close} />
          <AccountModalRow href={accountLinks.coupons} label={text.couponVoucher} onClick={close} />
          <AccountModalRow href={accountLinks.settings} label={text.settings} onClick={close} />
        </section>
        <Button
          variant="outlineDanger"
          size="lg"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut}
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          {loggingOut ? text.loggingOut : text.logout}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function AccountModalRow({
  href,
  label,
  onClick,
}: {
  href: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className="flex items-center justify-between rounded-lg border border-gray-200 px-4 py-3 font-medium hover:bg-gray-50"
    >
      {label}
      <ChevronRight aria-hidden className="size-4 text-gray-500 rtl:-scale-x-100" />
    </Link>
  );
}
