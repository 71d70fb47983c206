import { describe, expect, it } from "vitest";
import { agentReply } from "./agentReplies";
import { riderGreeting, riderReply, type RiderFacts } from "./riderReplies";

const onTheRoad: RiderFacts = {
  status: "PENDING_DISPATCHED",
  customerName: "Amina Khan",
  riderName: "Bilal Qureshi",
  slotLabel: "10:00 AM - 12:00 PM",
  rider: { latitude: 40.75, longitude: -73.99 },
  destination: { latitude: 40.748817, longitude: -73.985428 },
};

describe("riderReply", () => {
  it("greets back by name", () => {
    expect(riderReply("Hello Bilal", onTheRoad)).toBe(
      "Hi Amina! It's Bilal, your rider. I'll bring your order; message me here if you need anything.",
    );
  });

  it("tells how far away it is while on the road", () => {
    expect(riderReply("Where you at?", onTheRoad)).toBe(
      "I'm on my way, about 0.4 km from you: around 2 min.",
    );
  });

  it("is still at the store before dispatch", () => {
    const atStore = { ...onTheRoad, status: "PENDING_IN_PREPARATION", rider: null };
    expect(riderReply("Where you at?", atStore)).toMatch(/^I'm at the store/);
  });

  it("promises the delivery window", () => {
    expect(riderReply("Will you be on time?", onTheRoad)).toBe(
      "Yes, I'll be there within your 10:00 AM - 12:00 PM delivery window.",
    );
  });

  it("acknowledges anything else", () => {
    expect(riderReply("Please ring twice", onTheRoad)).toBe(
      "Got it, thanks! I'll keep that in mind.",
    );
  });

  it("lets the order's state win over the words", () => {
    expect(riderReply("Where you at?", { ...onTheRoad, status: "COMPLETED" })).toMatch(/delivered/);
    expect(riderReply("Hello", { ...onTheRoad, status: "CANCELLED" })).toMatch(/cancelled/);
  });
});

describe("riderGreeting", () => {
  it("works without names", () => {
    expect(riderGreeting("", null)).toBe(
      "Hi there! I'll bring your order; message me here if you need anything.",
    );
  });
});

describe("agentReply", () => {
  it.each([
    ["I want a refund", /refunds reach your card/],
    ["Can I cancel my order?", /cancel an order/],
    ["My order is late", /Sorry for the wait/],
    ["where is my order??", /Sorry for the wait/],
    ["hello", /^Hi Amina! Thanks for reaching out/],
    ["The milk was sour", /^Thanks for your message/],
  ])("answers %j", (text, expected) => {
    expect(agentReply({ type: "TEXT", text }, "Amina Khan")).toMatch(expected);
  });

  it("confirms a file and greets a guest without a name", () => {
    expect(agentReply({ type: "FILE" }, null)).toMatch(/received your file/);
    expect(agentReply({ type: "TEXT", text: "Hi" }, null)).toMatch(/^Hi there!/);
  });
});
