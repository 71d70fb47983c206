import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import { notificationSettingsFixture } from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import { serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import type { NotificationSettings } from "../types";
import {
  notificationSettingsKeys,
  notificationSettingsQuery,
  toggleNotificationSettingMutation,
  type NotificationToggle,
} from "./notificationSettings";

serveMockApiInEachTest();

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

/** Each PUT waits until the test answers or fails it, in the order they arrive; bodies kept. */
function holdSaves() {
  const bodies: NotificationSettings[] = [];
  const gates: ((fail: boolean) => void)[] = [];
  server.use(
    http.put("*/api/v1/users/ui/notification-settings", async ({ request }) => {
      bodies.push((await request.clone().json()) as NotificationSettings);
      const fail = await new Promise<boolean>((resolve) => gates.push(resolve));
      return fail ? HttpResponse.json({ message: "Failed" }, { status: 500 }) : undefined;
    }),
  );
  const release = async (fail: boolean) => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()?.(fail);
  };
  return { bodies, answer: () => release(false), fail: () => release(true) };
}

async function settingsOnScreen() {
  signInAs("customer");
  db.notificationSettings = notificationSettingsFixture();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, notificationSettingsQuery());
  unsubscribes.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  return {
    cached: () => queryClient.getQueryData<NotificationSettings>(notificationSettingsKeys.detail()),
    toggle: (key: NotificationToggle, value: boolean) =>
      new MutationObserver(queryClient, toggleNotificationSettingMutation(queryClient)).mutate({
        key,
        value,
      }),
  };
}

describe("toggleNotificationSettingMutation", () => {
  it("shows the toggle at once and saves the full object", async () => {
    const { cached, toggle } = await settingsOnScreen();
    const saves = holdSaves();

    const change = toggle("promotionsSmsNotifications", true);
    await vi.waitFor(() => expect(cached()?.promotionsSmsNotifications).toBe(true));
    await saves.answer();
    await change;

    const expected = notificationSettingsFixture({ promotionsSmsNotifications: true });
    expect(saves.bodies).toEqual([expected]);
    expect(cached()).toEqual(expected);
    expect(db.notificationSettings).toEqual(expected);
  });

  it("puts the toggle back when the save fails", async () => {
    const { cached, toggle } = await settingsOnScreen();
    const saves = holdSaves();

    const change = toggle("personalizedEmailNotifications", false);
    await vi.waitFor(() => expect(cached()?.personalizedEmailNotifications).toBe(false));
    await saves.fail();
    await expect(change).rejects.toThrow();
    expect(cached()).toEqual(notificationSettingsFixture());
  });

  it("saves quick toggles one after another, each with the ones before", async () => {
    const { cached, toggle } = await settingsOnScreen();
    const saves = holdSaves();

    const first = toggle("promotionsSmsNotifications", true);
    const second = toggle("personalizedPushNotifications", true);
    const both = notificationSettingsFixture({
      promotionsSmsNotifications: true,
      personalizedPushNotifications: true,
    });
    await vi.waitFor(() => expect(cached()).toEqual(both));
    // The second waits for the first's answer: two whole objects must not race.
    await vi.waitFor(() => expect(saves.bodies).toHaveLength(1));
    await saves.answer();
    await first;
    expect(cached()).toEqual(both);
    await saves.answer();
    await second;

    expect(saves.bodies).toEqual([
      notificationSettingsFixture({ promotionsSmsNotifications: true }),
      both,
    ]);
    expect(cached()).toEqual(both);
    expect(db.notificationSettings).toEqual(both);
  });

  it("rolls back only the failed toggle and keeps the one waiting behind it", async () => {
    const { cached, toggle } = await settingsOnScreen();
    const saves = holdSaves();

    const first = toggle("promotionsSmsNotifications", true);
    const second = toggle("personalizedPushNotifications", true);
    await saves.fail();
    await expect(first).rejects.toThrow();
    const secondOnly = notificationSettingsFixture({ personalizedPushNotifications: true });
    expect(cached()).toEqual(secondOnly);

    await saves.answer();
    await second;
    expect(saves.bodies[1]).toEqual(secondOnly);
    expect(cached()).toEqual(secondOnly);
    expect(db.notificationSettings).toEqual(secondOnly);
  });

  it("ends on the server's value when the same toggle flips twice and the first save fails", async () => {
    const { cached, toggle } = await settingsOnScreen();
    const saves = holdSaves();

    const on = toggle("promotionsSmsNotifications", true);
    const off = toggle("promotionsSmsNotifications", false);
    await saves.fail();
    await expect(on).rejects.toThrow();
    expect(cached()?.promotionsSmsNotifications).toBe(false);
    await saves.fail();
    await expect(off).rejects.toThrow();
    expect(cached()).toEqual(notificationSettingsFixture());
  });
});
