import { useEffect, useState } from "react";
import { useSendOtp, useVerifyOtp } from "@/api/queries/auth";
import { useCountryCodes } from "@/api/queries/support";
import { LoginModal } from "@/components/LoginModal/LoginModal";
import {
  LOGIN_MODAL_RESET_DELAY_MS,
  LOGIN_RELOAD_DELAY_MS,
  OTP_RESEND_COUNTDOWN_S,
} from "../constants";
import type { OverlayContainerProps } from "../overlays/overlays";
import { notify } from "../toast";
import { authMessages, sendOtpErrorMessage, verifyOtpErrorMessage } from "./authMessages";
import { reloadPage } from "../reloadPage";
import { useSecondsLeft } from "./useSecondsLeft";

export interface LoginModalContainerProps extends OverlayContainerProps {
  /** Reloads the page once signed in; stories pass a spy so Storybook's frame stays. */
  reload?: () => void;
  /** The clock of the resend countdown; stories pass one they move by hand. */
  now?: () => number;
}

/** Where the sign-in stands: the number and the moment a new code may be asked for. */
interface CodeSent {
  recipient: string;
  resendAt: number;
}

/**
 * docs/product.md § Login modal, § States and transitions and § Messages and errors: sends the code, verifies it (merging this browser's guest), stores
 * the session and reloads the page 1.5 s later; starts over 300 ms after the modal closed.
 */
export function LoginModalContainer({
  open,
  onOpenChange,
  reload = reloadPage,
  now = Date.now,
}: LoginModalContainerProps) {
  const countries = useCountryCodes();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const [otpAttempt, setOtpAttempt] = useState(0);
  const [generation, setGeneration] = useState(0);
  const resendSecondsLeft = useSecondsLeft(codeSent?.resendAt ?? null, now);
  const { reset: resetSend } = sendOtp;
  const { reset: resetVerify } = verifyOtp;

  useEffect(() => {
    if (countries.isError) notify.error(authMessages.countryCodesFailed);
  }, [countries.isError]);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      setCodeSent(null);
      setOtpAttempt(0);
      resetSend();
      resetVerify();
      // A new key empties the phone form the modal keeps.
      setGeneration((count) => count + 1);
    }, LOGIN_MODAL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, resetSend, resetVerify]);

  const send = (recipient: string) => {
    sendOtp.mutate(recipient, {
      onSuccess: (sent) => {
        // The spec's 60 s, or longer when the server asks for more.
        const wait = Math.max(OTP_RESEND_COUNTDOWN_S, sent.resendAfterSeconds);
        setCodeSent({ recipient, resendAt: now() + wait * 1000 });
        setOtpAttempt((count) => count + 1);
      },
      onError: (error) => notify.error(sendOtpErrorMessage(error)),
    });
  };

  const verify = (otp: string) => {
    if (!codeSent || verifyOtp.isPending) return;
    // Not the mutate callbacks: the reload must happen even if the modal is gone by then.
    verifyOtp.mutateAsync({ recipient: codeSent.recipient, otp }).then(
      () => window.setTimeout(reload, LOGIN_RELOAD_DELAY_MS),
      (error: unknown) => {
        notify.error(verifyOtpErrorMessage(error));
        setOtpAttempt((count) => count + 1);
      },
    );
  };

  return (
    <LoginModal
      key={generation}
      open={open}
      onOpenChange={onOpenChange}
      countries={countries.data ?? []}
      countriesLoading={countries.isPending}
      codeSentTo={codeSent?.recipient ?? null}
      sending={sendOtp.isPending}
      verifying={verifyOtp.isPending}
      signedIn={verifyOtp.isSuccess}
      resendSecondsLeft={resendSecondsLeft}
      otpAttempt={otpAttempt}
      onSendOtp={send}
      onResendOtp={() => codeSent && send(codeSent.recipient)}
      onVerifyOtp={verify}
      onChangeNumber={() => {
        sendOtp.reset();
        setCodeSent(null);
      }}
    />
  );
}
