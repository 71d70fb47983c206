import { describe, expect, it } from "vitest";
import {
  CUSTOMER_ID,
  imageFixture,
  orderChatMessageFixture,
  orderWithShortagesFixture,
} from "@/mocks/fixtures";
import {
  countFromOthers,
  seenFromOthers,
  toRiderChatItem,
  unreadFromOthers,
} from "./riderChatMessages";

describe("toRiderChatItem", () => {
  it("keeps a text message's words, sender and time, keyed by its uuid", () => {
    const message = orderChatMessageFixture({ message: "On my way" });
    expect(toRiderChatItem(message)).toEqual({
      id: message.uuid,
      senderId: message.senderId,
      createdAt: message.createdAt,
      kind: "text",
      text: "On my way",
    });
  });

  it("shows an IMAGE message's URL as an image", () => {
    const url = imageFixture("Front door").fullUrl;
    expect(toRiderChatItem(orderChatMessageFixture({ type: "IMAGE", message: url }))).toEqual(
      expect.objectContaining({ kind: "image", url }),
    );
  });
});

describe("toRiderChatItem of a replacement offer", () => {
  const order = orderWithShortagesFixture();
  const lineOf = (outcome: string) => {
    const line = order.orderProducts.find((product) => product.fulfilment?.outcome === outcome);
    if (!line) throw new Error(`the fixture has no ${outcome} line`);
    return line;
  };
  const offerFor = (lineId: number) =>
    orderChatMessageFixture({
      message: "Replace A with B ($3.49)?",
      replacementOffer: {
        orderProductId: lineId,
        fromName: "A",
        toName: "B",
        formattedPrice: "$3.49",
        status: "PENDING",
      },
    });

  it("draws the card with the question and the line it answers", () => {
    const awaiting = lineOf("AWAITING_APPROVAL");
    expect(toRiderChatItem(offerFor(awaiting.id), order)).toMatchObject({
      kind: "offer",
      text: "Replace A with B ($3.49)?",
      offer: { lineId: awaiting.id, status: "PENDING" },
    });
  });

  it("follows the order once the line is decided, whatever the message was first read with", () => {
    expect(toRiderChatItem(offerFor(lineOf("REPLACED").id), order)).toMatchObject({
      offer: { status: "APPROVED" },
    });
    expect(toRiderChatItem(offerFor(lineOf("REFUNDED").id), order)).toMatchObject({
      offer: { status: "REJECTED" },
    });
  });

  it("keeps the message's own state without the order", () => {
    expect(toRiderChatItem(offerFor(lineOf("REPLACED").id))).toMatchObject({
      offer: { status: "PENDING" },
    });
  });
});

describe("countFromOthers", () => {
  it("counts the rider's messages, not the customer's", () => {
    const messages = [
      orderChatMessageFixture(),
      orderChatMessageFixture({ senderId: CUSTOMER_ID }),
      orderChatMessageFixture(),
    ];
    expect(countFromOthers(messages, CUSTOMER_ID)).toBe(2);
    expect(countFromOthers([], CUSTOMER_ID)).toBe(0);
  });
});

describe("unread rider messages", () => {
  /** The panel's life: each step is an answer (the rider's message count) and the panel state. */
  function replay(steps: [fromOthers: number | null, open: boolean][]): number[] {
    let seen: number | null = null;
    return steps.map(([fromOthers, open]) => {
      seen = seenFromOthers(seen, fromOthers, open);
      return unreadFromOthers(seen, fromOthers, open);
    });
  }

  it("counts what the first answer holds as seen", () => {
    expect(
      replay([
        [null, false],
        [3, false],
      ]),
    ).toEqual([0, 0]);
  });

  it("counts the rider's new messages while closed, and none once opened", () => {
    expect(
      replay([
        [3, false],
        [4, false],
        [5, false],
        [5, true],
        [6, true],
        [6, false],
        [7, false],
      ]),
    ).toEqual([0, 1, 2, 0, 0, 0, 1]);
  });
});
