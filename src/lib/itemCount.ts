/**
 * The one count of 'items' the store shows: the header's cart button ('N Items'), the cart
 * drawer's 'My Cart (N Item/Items)', checkout's cart items and 'Subtotal (n items)' on checkout
 * and the order page. The spec's item is a line ("Cart item: id, product, qty"; the Review Cart
 * "shows 6 items"), so N counts lines, whatever their quantities: 3 of rice and 1 of milk are
 * 2 items.
 */
export function itemCount(lines: readonly { qty: number }[]): number {
  return lines.length;
}
