import { describe, expect, it } from "vitest";
import { CUSTOMER_ID, imageFixture, orderChatMessageFixture } from "@/mocks/fixtures";
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
