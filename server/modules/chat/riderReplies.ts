import { distanceKm } from "../../lib/distance";

/**
 * The simulated rider's answers. The order screen offers the quick replies 'Hello {name}',
 * 'Where you at?' and 'Will you be on time?', so each gets a fitting answer; anything else is
 * acknowledged. The order's state wins over the words: a delivered order is not "on the way".
 */

export interface RiderFacts {
  status: string;
  customerName: string;
  riderName: string | null;
  slotLabel: string;
  /** Where the rider is and where the order goes, when the rider is on the road. */
  rider: { latitude: number; longitude: number } | null;
  destination: { latitude: number; longitude: number };
}

const DELIVERED = new Set(["SHIPPED", "TO_REVIEW", "COMPLETED"]);
const CANCELLED = new Set(["CANCELLED", "RETURNED"]);
/** An e-bike in town: about 18 km/h. */
const KM_PER_MINUTE = 0.3;

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || "there";

/** What the rider says when the order is handed to them. */
export function riderGreeting(customerName: string, riderName: string | null): string {
  const me = riderName ? `It's ${firstName(riderName)}, your rider. ` : "";
  return `Hi ${firstName(customerName)}! ${me}I'll bring your order; message me here if you need anything.`;
}

function whereAnswer(facts: RiderFacts): string {
  if (facts.status !== "PENDING_DISPATCHED" || !facts.rider) {
    return "I'm at the store waiting for your order to be packed. I'll head out as soon as it's ready.";
  }
  const km = distanceKm(
    facts.rider.latitude,
    facts.rider.longitude,
    facts.destination.latitude,
    facts.destination.longitude,
  );
  const minutes = Math.max(1, Math.ceil(km / KM_PER_MINUTE));
  return `I'm on my way, about ${km.toFixed(1)} km from you: around ${minutes} min.`;
}

export function riderReply(text: string, facts: RiderFacts): string {
  if (DELIVERED.has(facts.status)) return "Your order has been delivered. Enjoy, and thank you!";
  if (CANCELLED.has(facts.status)) return "This order was cancelled, so I won't be bringing it.";
  if (/\b(where|location|far|close)\b|\byou at\b/i.test(text)) return whereAnswer(facts);
  if (/\b(on time|late|when|how long|eta|arrive)\b/i.test(text)) {
    return `Yes, I'll be there within your ${facts.slotLabel} delivery window.`;
  }
  if (/\b(hello|hi|hey|salam|salaam|namaste|good (morning|afternoon|evening))\b/i.test(text)) {
    return riderGreeting(facts.customerName, facts.riderName);
  }
  return "Got it, thanks! I'll keep that in mind.";
}
