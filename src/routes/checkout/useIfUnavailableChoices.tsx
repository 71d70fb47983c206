import { serverMessage } from "@/api/client";
import { useSetCartIfUnavailable } from "@/api/queries/cart";
import { IfUnavailableControl } from "@/app/cart/IfUnavailableControl";
import { productMessages } from "@/app/productMessages";
import { notify } from "@/app/toast";
import type { CheckoutIfUnavailable } from "@/components/CheckoutPage/checkoutModel";

/** Checkout's "If unavailable" choices: each line's control, and "Apply to all items". */
export function useIfUnavailableChoices(): CheckoutIfUnavailable {
  const setForAll = useSetCartIfUnavailable();
  return {
    renderPicker: (line) => <IfUnavailableControl line={line} />,
    applyToAll: (choice) =>
      void setForAll
        .mutateAsync(choice)
        .catch((error: unknown) =>
          notify.error(serverMessage(error) ?? productMessages.cartUpdateFailed),
        ),
    applyingToAll: setForAll.isPending,
  };
}
