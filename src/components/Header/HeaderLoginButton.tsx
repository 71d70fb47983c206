import { UserRound } from "lucide-react";
import { headerText as text } from "./Header.text";

export interface HeaderLoginButtonProps {
  /** The signed-in customer, or null for a visitor or a guest, who are offered 'Login'. */
  customer: { firstName: string | null } | null;
  onLoginClick: () => void;
  onAccountClick: () => void;
}

/** 'Login', or the customer's first name opening their account; the icon alone on phones. */
export function HeaderLoginButton({
  customer,
  onLoginClick,
  onAccountClick,
}: HeaderLoginButtonProps) {
  const label = customer ? customer.firstName?.trim() || text.accountFallback : text.login;
  return (
    <button
      type="button"
      onClick={customer ? onAccountClick : onLoginClick}
      className="flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-gray-900 hover:bg-gray-100"
    >
      <UserRound aria-hidden className="size-5 shrink-0" />
      <span className="max-w-32 truncate max-sm:sr-only">{label}</span>
    </button>
  );
}
