import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, toColumns, toSettings } from "./notificationSettings";

describe("notification settings mapping", () => {
  it("answers the defaults, with SMS off, when nothing is stored", () => {
    expect(toSettings(undefined)).toEqual({
      promotionsEmailNotifications: true,
      promotionsPushNotifications: true,
      promotionsSmsNotifications: false,
      personalizedEmailNotifications: true,
      personalizedPushNotifications: true,
      personalizedSmsNotifications: false,
      orderPushNotifications: true,
    });
  });

  it("answers a copy of the defaults, so a caller cannot change them for everyone", () => {
    const settings = toSettings(undefined);
    settings.promotionsEmailNotifications = false;
    expect(DEFAULT_SETTINGS.promotionsEmailNotifications).toBe(true);
  });

  it("round-trips every choice and keeps order pushes on whatever is sent", () => {
    const chosen = {
      promotionsEmailNotifications: false,
      promotionsPushNotifications: true,
      promotionsSmsNotifications: true,
      personalizedEmailNotifications: true,
      personalizedPushNotifications: false,
      personalizedSmsNotifications: true,
      orderPushNotifications: false,
    };
    expect(toSettings(toColumns(chosen))).toEqual({ ...chosen, orderPushNotifications: true });
  });
});
