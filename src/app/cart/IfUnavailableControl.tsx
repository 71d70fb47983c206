import { useState } from "react";
import { serverMessage } from "@/api/client";
import { useSetIfUnavailable } from "@/api/queries/cart";
import { useReplacementProducts } from "@/api/queries/catalog";
import type { CartItem } from "@/api/types";
import { productMessages } from "@/app/productMessages";
import { notify } from "@/app/toast";
import { IfUnavailablePicker } from "@/components/IfUnavailablePicker/IfUnavailablePicker";

/**
 * A cart line's "If unavailable" picker wired to the cart (docs/replacements.md), in the cart
 * drawer and at checkout. The similar items load only once the shopper asks for a specific one;
 * a refused change is told in the server's words and the picker reads back the cart's choice.
 */
export function IfUnavailableControl({ line }: { line: CartItem }) {
  const value = line.ifUnavailable;
  const [wantsCandidates, setWantsCandidates] = useState(value?.choice === "SPECIFIC_ITEM");
  const candidates = useReplacementProducts(line.product.id, { enabled: wantsCandidates });
  const setIfUnavailable = useSetIfUnavailable();
  const [refusals, setRefusals] = useState(0);
  if (!value) return null;

  return (
    <IfUnavailablePicker
      productName={line.product.name}
      value={value}
      candidates={candidates.data}
      candidatesFailed={candidates.isError}
      refusals={refusals}
      onShowCandidates={() => {
        setWantsCandidates(true);
        if (candidates.isError) void candidates.refetch();
      }}
      onChange={(choice, replacementProductId) => {
        setIfUnavailable
          .mutateAsync({ lineId: line.id, choice, replacementProductId })
          .catch((error: unknown) => {
            notify.error(serverMessage(error) ?? productMessages.cartUpdateFailed);
            setRefusals((count) => count + 1);
          });
      }}
    />
  );
}
