import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { ApiError, serverMessage } from "@/api/client";
import { useOrderEvents } from "@/api/queries/orderEvents";
import {
  isActiveOrder,
  useAddAdditionalTip,
  useCancelOrder,
  useOrder,
  useRateOrder,
  useReportOrderIssue,
  useUpdateDeliveryInstructions,
} from "@/api/queries/orders";
import type { Order } from "@/api/types";
import { notify } from "@/app/toast";
import { OrderDetail } from "@/components/OrderDetail/OrderDetail";
import { OrderDetailSkeleton } from "@/components/OrderDetail/OrderDetailSkeleton";
import { OrderNotFound } from "@/components/OrderDetail/OrderNotFound";
import { PageError } from "@/components/PageError/PageError";
import { paths } from "@/lib/paths";
import { maps } from "@/platform/maps";
import { orderMessages } from "./order/orderMessages";
import { tipMessages } from "./shared/tipMessages";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { pageMetaText } from "@/app/meta/pageMeta.text";

// The chat's code and polling start only on an order that has a rider thread.
const RiderChatContainer = lazy(async () => ({
  default: (await import("@/app/order/RiderChatContainer")).RiderChatContainer,
}));

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** docs/product.md § Messages and errors: an action's failure is logged and toasted; the page's dialog stays open. */
function reported<T>(request: Promise<T>, failure: (error: unknown) => string): Promise<T> {
  return request.catch((error: unknown) => {
    console.error(error);
    notify.error(failure(error));
    throw error;
  });
}

/**
 * /order/{uuid}: the order, pushed by its event stream while it is on its way (polled while the
 * stream is down; src/api/queries/orderEvents.ts) so the tracker steps forward and the rider
 * moves on the map without a reload.
 */
function OrderScreen() {
  const uuid = useParams().id ?? "";
  // Another order is another page: nothing of the previous one's dialogs carries over.
  return <OrderPage key={uuid} uuid={uuid} />;
}

function OrderPage({ uuid }: { uuid: string }) {
  const order = useOrder(uuid, { enabled: uuid !== "" });
  // Followed only while it is on its way: a delivered or cancelled order changes no more by itself.
  useOrderEvents(uuid, {
    enabled: order.data !== undefined && isActiveOrder(order.data.status),
  });
  const cancel = useCancelOrder(uuid);
  const rate = useRateOrder(uuid);
  const updateInstructions = useUpdateDeliveryInstructions(uuid);
  const addTip = useAddAdditionalTip(uuid);
  const reportIssue = useReportOrderIssue(uuid);

  if (order.isPending) return <OrderDetailSkeleton />;
  if (order.isError && !order.data) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    // A 400 (not an order id) and a 404 (not this customer's order) both mean: no such order.
    if (status === 400 || status === 404) return <OrderNotFound myOrdersHref={paths.myOrders()} />;
    return <PageError homeHref={paths.home()} onRetry={() => void order.refetch()} />;
  }

  const current = order.data;
  return (
    <OrderDetail
      order={current}
      map={<OrderMapOf order={current} />}
      chat={
        current.orderThread ? (
          <Suspense fallback={null}>
            <RiderChatContainer order={current} />
          </Suspense>
        ) : null
      }
      onCancel={() =>
        reported(cancel.mutateAsync(), (error) => orderMessages.cancelFailed(reasonOf(error))).then(
          () => notify.success(orderMessages.cancelled),
        )
      }
      onRate={(rating) =>
        reported(rate.mutateAsync(rating), () => orderMessages.rateFailed).then(() =>
          notify.success(orderMessages.rated),
        )
      }
      onAddTip={(amount) =>
        reported(addTip.mutateAsync({ tipAmount: amount }), () => tipMessages.applyFailed).then(
          () => notify.success(tipMessages.applied(amount)),
        )
      }
      onUpdateInstructions={(instructions) =>
        reported(
          updateInstructions.mutateAsync(instructions),
          () => orderMessages.instructionsFailed,
        ).then(() => notify.success(orderMessages.instructionsUpdated))
      }
      onReportIssue={(report) =>
        reported(
          reportIssue.mutateAsync(report),
          // The server says what to fix (a photo too large, nothing left to refund on a line).
          (error) => serverMessage(error) ?? orderMessages.reportFailed,
        ).then((reported) => {
          const outcome = reported.issueReports?.at(-1);
          if (outcome) notify.success(outcome.explanation);
        })
      }
    />
  );
}

/**
 * docs/product.md § Order detail: the small map of an order on its way (OrderDetail shows it only
 * while the order is dispatched).
 */
function OrderMapOf({ order }: { order: Order }) {
  const { latitude, longitude } = order.orderShipping.userAddress;
  const rider = order.rider;
  return (
    <maps.OrderMap
      destination={{ lat: latitude, lng: longitude }}
      rider={
        rider?.latitude != null && rider.longitude != null
          ? { lat: rider.latitude, lng: rider.longitude }
          : null
      }
      label={orderMessages.mapLabel}
    />
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function OrderRoute() {
  return (
    <>
      <PrivatePageMeta title={pageMetaText.order} />
      <OrderScreen />
    </>
  );
}
