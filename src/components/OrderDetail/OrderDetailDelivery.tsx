import { CreditCard, MapPin, NotebookPen } from "lucide-react";
import type { Order } from "@/api/types";
import { formatDeliveryDate } from "@/lib/format";
import { CardBrandLogo } from "../CardBrandLogo/CardBrandLogo";
import {
  DeliveryInstructions,
  type DeliveryInstructionsInput,
} from "../DeliveryInstructions/DeliveryInstructions";
import { orderDetailText as text } from "./OrderDetail.text";
import { OrderDetailCard } from "./OrderDetailCard";

/** docs/product.md § Order detail: who receives the order, where and when. */
export function DeliveryInformation({ order }: { order: Order }) {
  const shipping = order.orderShipping;
  const cityLine = `${shipping.customerShippingCity}, ${shipping.customerShippingState} ${shipping.customerShippingZip}`;
  const date = formatDeliveryDate(shipping.deliveryTimeSlot.date);
  return (
    <OrderDetailCard title={text.deliveryInformation} icon={MapPin}>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">{text.name}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">{order.customerName}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{text.address}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">
            {/* The shopper's own words, in whatever script: isolated, in their own direction. */}
            <address className="not-italic">
              <bdi>
                {shipping.customerShippingAddressLine1}
                {shipping.customerShippingAddressLine2 ? (
                  <>
                    <br />
                    {shipping.customerShippingAddressLine2}
                  </>
                ) : null}
                <br />
                {cityLine}
              </bdi>
            </address>
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{text.deliveryWindow}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">
            {date ? (
              <>
                <time dateTime={shipping.deliveryTimeSlot.date}>{date}</time>
                <br />
              </>
            ) : null}
            <bdi dir="ltr">{shipping.deliveryTimeSlot.formattedTime}</bdi>
          </dd>
        </div>
      </dl>
    </OrderDetailCard>
  );
}

export interface InstructionsBlockProps {
  order: Order;
  updating: boolean;
  onUpdate: (instructions: DeliveryInstructionsInput) => void;
}

/**
 * docs/product.md § Order detail: editable only while canUpdateDeliveryInstructions; afterwards the saved note
 * and the doorstep choice are shown as they are, and nothing when there are none.
 */
export function InstructionsBlock({ order, updating, onUpdate }: InstructionsBlockProps) {
  const { note } = order;
  const { leaveAtDoorstep } = order.orderShipping;
  if (order.canUpdateDeliveryInstructions) {
    return (
      <section className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
        <DeliveryInstructions
          note={note}
          leaveAtDoorstep={leaveAtDoorstep}
          updating={updating}
          onUpdate={onUpdate}
        />
      </section>
    );
  }
  if (!note && !leaveAtDoorstep) return null;
  return (
    <OrderDetailCard title={text.deliveryInstructions} icon={NotebookPen}>
      {note ? <p className="text-sm whitespace-pre-line text-gray-800">{note}</p> : null}
      {leaveAtDoorstep ? (
        <p className="mt-2 inline-flex rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800">
          {text.leaveAtDoorstep}
        </p>
      ) : null}
    </OrderDetailCard>
  );
}

/** docs/product.md § Order detail: the card charged, by its brand's logo and last four digits. */
export function PaymentMethodBlock({ order }: { order: Order }) {
  const detail = order.payments[0]?.paymentDetail;
  if (!detail) return null;
  return (
    <OrderDetailCard title={text.paymentMethod} icon={CreditCard}>
      <p className="flex items-center gap-3 text-sm font-medium text-gray-900">
        <CardBrandLogo brand={detail.brand} size="lg" />
        <span dir="ltr">
          <span aria-hidden>•••• </span>
          <span className="sr-only">{text.cardEnding} </span>
          {detail.last4}
        </span>
      </p>
    </OrderDetailCard>
  );
}
