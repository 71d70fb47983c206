import { useState } from "react";
import type { CountryPhoneCode } from "@/api/types";
import { Dialog, DialogContent } from "../ui/Dialog";
import { loginModalText as text } from "./LoginModal.text";
import { LoginModalOtpStep } from "./LoginModalOtpStep";
import { EMPTY_PHONE_FORM, LoginModalPhoneStep, type PhoneForm } from "./LoginModalPhoneStep";

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  countries: readonly CountryPhoneCode[];
  countriesLoading?: boolean;
  /** Null on the phone step; the E.164 number the code went to on the OTP step. */
  codeSentTo: string | null;
  /** A code is being sent (first time or again). */
  sending?: boolean;
  verifying?: boolean;
  /** The code was accepted; the page is about to reload. */
  signedIn?: boolean;
  /** Seconds before another code may be asked for; 0 enables the resend. */
  resendSecondsLeft?: number;
  /** Changes after a rejected code, so the boxes start empty again. */
  otpAttempt?: number;
  onSendOtp: (recipient: string) => void;
  onResendOtp: () => void;
  onVerifyOtp: (otp: string) => void;
  /** Back to the phone step, with what was entered there. */
  onChangeNumber: () => void;
}

/**
 * docs/product.md § Login modal: the phone step, then the OTP step. It keeps what the shopper
 * typed; its owner starts it over (a new `key`) once it has closed.
 */
export function LoginModal({
  open,
  onOpenChange,
  countries,
  countriesLoading = false,
  codeSentTo,
  sending = false,
  verifying = false,
  signedIn = false,
  resendSecondsLeft = 0,
  otpAttempt = 0,
  onSendOtp,
  onResendOtp,
  onVerifyOtp,
  onChangeNumber,
}: LoginModalProps) {
  const [form, setForm] = useState<PhoneForm>(EMPTY_PHONE_FORM);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        {codeSentTo === null ? (
          <LoginModalPhoneStep
            form={form}
            onFormChange={setForm}
            countries={countries}
            countriesLoading={countriesLoading}
            sending={sending}
            onSendOtp={onSendOtp}
          />
        ) : (
          <LoginModalOtpStep
            recipient={codeSentTo}
            attempt={otpAttempt}
            verifying={verifying}
            signedIn={signedIn}
            sending={sending}
            resendSecondsLeft={resendSecondsLeft}
            onVerifyOtp={onVerifyOtp}
            onResendOtp={onResendOtp}
            onChangeNumber={onChangeNumber}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
