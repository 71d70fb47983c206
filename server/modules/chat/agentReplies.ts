/**
 * The simulated support agent's canned answers, picked from the customer's latest message.
 * The most specific topic wins: a file, then money back or cancelling, then a late order.
 */

export type CustomerMessage = { type: "TEXT"; text: string } | { type: "FILE" };

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || "there";

export function agentReply(message: CustomerMessage, customerName: string | null): string {
  if (message.type === "FILE") {
    return "Thanks, we have received your file. We'll look at it and get back to you here.";
  }
  const text = message.text;
  if (/\b(refund|money back|cancel|cancell?ed|cancell?ation|charged?)\b/i.test(text)) {
    return "Sorry about that. You can cancel an order from its page while it is still being processed, and refunds reach your card within 5–10 business days. Which order is it about?";
  }
  if (/\b(late|delay(ed)?|where is my order|not (arrived|delivered)|still waiting)\b/i.test(text)) {
    return "Sorry for the wait! You can follow your rider live on the order page. If the delivery window has passed, send us the order number and we'll chase it right away.";
  }
  if (/\b(hello|hi|hey|salam|salaam|namaste|good (morning|afternoon|evening))\b/i.test(text)) {
    return `Hi ${firstName(customerName)}! Thanks for reaching out. How can we help you today?`;
  }
  return "Thanks for your message! A member of our team will get back to you shortly.";
}
