import type { AppContext } from "../../context";
import { listOutbox } from "../../providers/sms";

/** The newest texts the console SMS provider wrote, to one recipient or to all. */
export function smsOutbox(context: Pick<AppContext, "db">, recipient: string | undefined) {
  return listOutbox(context.db, recipient);
}
