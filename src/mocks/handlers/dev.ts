import { db } from "../db";
import { http } from "../http";

const OUTBOX_LIMIT = 50;

export const devHandlers = [
  http.get("/dev/sms-outbox", ({ query, response }) => {
    const recipient = query.get("recipient");
    const messages = db.smsOutbox.filter((sms) => !recipient || sms.recipient === recipient);
    return response(200).json({ data: messages.slice(0, OUTBOX_LIMIT) });
  }),
];
