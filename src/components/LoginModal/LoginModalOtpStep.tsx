import { useId } from "react";
import { formatCountdown } from "@/lib/format";
import { formatPhoneWithCountryCode } from "@/lib/phoneNumber";
import { Button } from "../ui/Button";
import { DialogDescription, DialogTitle } from "../ui/Dialog";
import { loginModalText as text } from "./LoginModal.text";
import { LoginModalOtpInput } from "./LoginModalOtpInput";

export interface LoginModalOtpStepProps {
  /** The E.164 number the code went to. */
  recipient: string;
  /** Changes after a rejected code, so the boxes start empty again. */
  attempt: number;
  verifying: boolean;
  signedIn: boolean;
  sending: boolean;
  resendSecondsLeft: number;
  onVerifyOtp: (otp: string) => void;
  onResendOtp: () => void;
  onChangeNumber: () => void;
}

/** docs/product.md § Login modal: four boxes, the mm:ss resend countdown, resend by SMS and WhatsApp. */
export function LoginModalOtpStep({
  recipient,
  attempt,
  verifying,
  signedIn,
  sending,
  resendSecondsLeft,
  onVerifyOtp,
  onResendOtp,
  onChangeNumber,
}: LoginModalOtpStepProps) {
  const whatsAppNote = useId();
  const busy = verifying || signedIn;
  const counting = resendSecondsLeft > 0;

  return (
    <>
      <DialogTitle>{text.otpTitle}</DialogTitle>
      <DialogDescription>
        {text.otpDescription}{" "}
        <span className="whitespace-nowrap">{formatPhoneWithCountryCode(recipient)}</span>.{" "}
        <button
          type="button"
          onClick={onChangeNumber}
          disabled={busy}
          className="font-semibold text-brand-700 underline underline-offset-2 disabled:opacity-60"
        >
          {text.changeNumber}
        </button>
      </DialogDescription>
      <LoginModalOtpInput key={attempt} onComplete={onVerifyOtp} readOnly={busy} />
      <p role="status" className="min-h-5 text-center text-sm font-medium text-gray-700">
        {signedIn ? text.signedIn : verifying ? text.verifying : ""}
      </p>
      {counting ? (
        <p className="text-center text-sm text-gray-700">
          {text.resendIn}{" "}
          <span className="font-semibold tabular-nums">{formatCountdown(resendSecondsLeft)}</span>
        </p>
      ) : (
        <p className="text-center text-sm text-gray-700">{text.noCode}</p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          onClick={onResendOtp}
          disabled={counting || sending || busy}
          aria-busy={sending}
        >
          {sending ? text.sending : text.resendSms}
        </Button>
        <Button variant="outline" disabled aria-describedby={whatsAppNote}>
          {text.whatsApp}
        </Button>
      </div>
      <p id={whatsAppNote} className="text-center text-xs text-gray-600">
        {text.whatsAppUnavailable}
      </p>
    </>
  );
}
