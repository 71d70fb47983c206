import { useCartQuantities, useReplaceCartItem } from "@/api/queries/cart";
import { useRequestRestockNotification } from "@/api/queries/catalog";
import type { Product } from "@/api/types";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { paths } from "@/lib/paths";
import { productMessages } from "./productMessages";

/** A product card wired to the cart and restock notifications; every product list renders these. */
export function ProductCardContainer({ product }: { product: Product }) {
  const { status } = useSession();
  const quantities = useCartQuantities({ enabled: status !== "none" });
  const replaceCartItem = useReplaceCartItem();
  const requestRestock = useRequestRestockNotification();

  const quantity = quantities.get(product.id) ?? product.qtyInCart;

  return (
    <ProductCard
      product={quantity === product.qtyInCart ? product : { ...product, qtyInCart: quantity }}
      href={paths.productDetail(product.id)}
      busy={replaceCartItem.isPending || requestRestock.isPending}
      onQuantityChange={(changed, qty) =>
        replaceCartItem.mutate(
          { productId: changed.id, qty },
          { onError: () => notify.error(productMessages.cartUpdateFailed) },
        )
      }
      onNotify={(wanted) =>
        requestRestock.mutate(wanted.id, {
          onSuccess: () => notify.success(productMessages.notifySucceeded),
          onError: () => notify.error(productMessages.notifyFailed),
        })
      }
    />
  );
}
