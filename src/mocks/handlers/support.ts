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

export const supportHandlers = [
  http.get("/health", ({ response }) => response(200).json({ data: { status: "ok" } })),

  http.get("/support/ethnicities", ({ response }) => response(200).json({ data: ethnicities })),

  http.get("/support/country-phone-codes", ({ response }) =>
    response(200).json({ data: countryPhoneCodes }),
  ),

  http.get("/support/configs", ({ response }) => response(200).json({ data: supportConfigs })),

  http.get("/support/delivery-address/validation", ({ query, response }) => {
    const latitude = Number(query.get("latitude"));
    const longitude = Number(query.get("longitude"));
    const validation = isInDeliveryArea(latitude, longitude)
      ? deliveryValidationFixture()
      : deliveryValidationFixture({ isDeliverable: false, message: NOT_DELIVERABLE_MESSAGE });
    return response(200).json({ data: validation });
  }),

  http.get("/support/delivery/time-slot-settings", ({ response }) =>
    response(200).json({ data: timeSlotDays }),
  ),
];
