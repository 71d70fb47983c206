import { describe, expect, it, vi } from "vitest";
import { olderMessagesControl } from "./olderMessages";

const idle = { isPending: false, isSuccess: false };

describe("olderMessagesControl", () => {
  it("offers older pages while the server has some, and says when one is loading", () => {
    const onLoad = vi.fn();
    const held = { messages: [], hasOlder: true };
    expect(olderMessagesControl(held, idle, onLoad)).toEqual({
      hasOlder: true,
      loading: false,
      onLoad,
    });
    expect(olderMessagesControl(held, { isPending: true, isSuccess: false }, onLoad)).toEqual(
      expect.objectContaining({ loading: true }),
    );
  });

  it("marks the start of the conversation once older pages were loaded to the first", () => {
    const held = { messages: [], hasOlder: false };
    expect(olderMessagesControl(held, { isPending: false, isSuccess: true }, vi.fn())).toEqual(
      expect.objectContaining({ hasOlder: false }),
    );
  });

  it("shows nothing for a thread that fits in its first page, or before it loaded", () => {
    expect(olderMessagesControl({ messages: [], hasOlder: false }, idle, vi.fn())).toBeUndefined();
    expect(olderMessagesControl(undefined, idle, vi.fn())).toBeUndefined();
  });
});
