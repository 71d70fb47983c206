import {
  countryPhoneCodes,
  deliveryValidationFixture,
  ethnicities,
  isInDeliveryArea,
  NOT_DELIVERABLE_MESSAGE,
  supportConfigs,
  timeSlotDays,
} from "../fixtures";
import { http } from "../http";
import { fixedGet } from "./fixed";

export const supportHandlers = [
  fixedGet("/health", () => ({ data: { status: "ok" as const } })),
  fixedGet("/support/ethnicities", () => ({ data: ethnicities })),
  fixedGet("/support/country-phone-codes", () => ({ data: countryPhoneCodes })),
  fixedGet("/support/configs", () => ({ data: supportConfigs })),
  fixedGet("/support/delivery/time-slot-settings", () => ({ data: timeSlotDays })),

  http.get("/support/delivery-address/validation", ({ query, response }) => {
    const inArea = isInDeliveryArea(Number(query.get("latitude")), Number(query.get("longitude")));
    const validation = inArea
      ? deliveryValidationFixture()
      : deliveryValidationFixture({ isDeliverable: false, message: NOT_DELIVERABLE_MESSAGE });
    return response(200).json({ data: validation });
  }),
];
