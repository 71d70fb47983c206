import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from "react";
import { loginModalText as text, OTP_LENGTH } from "./LoginModal.text";

export interface LoginModalOtpInputProps {
  /** Raised once every box holds a digit, i.e. when the last missing digit is entered. */
  onComplete: (otp: string) => void;
  /** While a code is being checked the boxes keep their digits and take no input. */
  readOnly: boolean;
}

const EMPTY: readonly string[] = Array.from({ length: OTP_LENGTH }, () => "");

/**
 * docs/product.md § Login modal and § Validation: one box per digit. Typing moves on, Backspace in an empty box moves
 * back, the arrow keys move, and a pasted (or autofilled) code fills the boxes.
 */
export function LoginModalOtpInput({ onComplete, readOnly }: LoginModalOtpInputProps) {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => boxes.current[0]?.focus(), []);

  const focusBox = (index: number) => {
    boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();
  };

  const update = (next: readonly string[], focusIndex: number) => {
    setDigits(next);
    focusBox(focusIndex);
    if (next.every((digit) => digit !== "")) onComplete(next.join(""));
  };

  /** Puts `typed` into the boxes from `start` on, as far as it goes. */
  const fill = (start: number, typed: string) => {
    const next = [...digits];
    const placed = typed.slice(0, OTP_LENGTH - start).split("");
    placed.forEach((digit, offset) => (next[start + offset] = digit));
    update(next, start + placed.length);
  };

  const change = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, "");
    if (event.target.value === "") {
      const next = [...digits];
      next[index] = "";
      setDigits(next);
      return;
    }
    // A full code typed or autofilled into one box fills them all.
    if (typed.length >= OTP_LENGTH) fill(0, typed);
    else if (typed !== "") fill(index, typed);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "");
    if (pasted === "") return;
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "Backspace" && digits[index] === "" && index > 0 && !readOnly) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      setDigits(next);
      focusBox(index - 1);
    }
  };

  return (
    // The digits run left to right in every language, and so do the arrow keys.
    <div role="group" aria-label={text.otpGroup} dir="ltr" className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never move or change in number, so their position is their identity.
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={text.otpDigit(index + 1, OTP_LENGTH)}
          value={digit}
          readOnly={readOnly}
          onChange={(event) => change(index, event)}
          onPaste={(event) => paste(index, event)}
          onKeyDown={(event) => keyDown(index, event)}
          onFocus={(event) => event.target.select()}
          className="size-14 rounded-lg border border-gray-300 text-center text-2xl font-semibold focus:border-brand-700 read-only:bg-gray-50"
        />
      ))}
    </div>
  );
}
