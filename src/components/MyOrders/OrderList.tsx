import type { Order } from "@/api/types";
import { myOrdersText as text } from "./MyOrders.text";
import { OrderCard } from "./OrderCard";
import { PagedList, type PagedListState } from "./PagedList";

export interface OrderListProps {
  state: PagedListState<Order>;
  trackHref: (order: Order) => string;
}

/** The orders of a tab, newest first, as cards. */
export function OrderList({ state, trackHref }: OrderListProps) {
  return (
    <PagedList
      state={state}
      emptyText={text.empty}
      renderList={(orders) => (
        <ul className="grid gap-3 lg:grid-cols-2">
          {orders.map((order) => (
            <li key={order.uuid}>
              <OrderCard order={order} trackHref={trackHref(order)} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
