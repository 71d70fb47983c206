import { afterEach, describe, expect, it, vi } from "vitest";
import { emit, on } from "./events";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("events bus", () => {
  it("delivers the payload to subscribers", () => {
    const handler = vi.fn();
    const stop = on("ethnicity-updated", handler);

    emit("ethnicity-updated", { id: 4, name: "Asia (Pakistan)" });
    stop();

    expect(handler).toHaveBeenCalledExactlyOnceWith({ id: 4, name: "Asia (Pakistan)" });
  });

  it("calls handlers of events without a payload with undefined", () => {
    const handler = vi.fn();
    const stop = on("logout", handler);

    emit("logout");
    stop();

    expect(handler).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it("only calls handlers of the emitted event", () => {
    const onRefresh = vi.fn();
    const stop = on("refresh", onRefresh);

    emit("page-updated");
    stop();

    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("stops calling a handler after it unsubscribes", () => {
    const handler = vi.fn();
    const stop = on("refresh", handler);

    emit("refresh");
    stop();
    emit("refresh");

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("keeps calling the other handlers when one throws", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("broken subscriber");
    const before = vi.fn();
    const after = vi.fn();
    const stops = [
      on("refresh", before),
      on("refresh", () => {
        throw failure;
      }),
      on("refresh", after),
    ];

    emit("refresh");
    stops.forEach((stop) => stop());

    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("refresh"), failure);
  });

  it("dispatches on window when there is one, so other code can listen there", () => {
    const fakeWindow = new EventTarget();
    vi.stubGlobal("window", fakeWindow);
    const heard = vi.fn();
    fakeWindow.addEventListener("ethnicity-updated", (event) => {
      heard(event instanceof CustomEvent ? event.detail : undefined);
    });
    const handler = vi.fn();
    const stop = on("ethnicity-updated", handler);

    emit("ethnicity-updated", { id: 1 });
    stop();

    expect(heard).toHaveBeenCalledExactlyOnceWith({ id: 1 });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ id: 1 });
  });
});
