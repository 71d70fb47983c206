import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentCustomers } from "../../db/schema";

/** Where the Stripe customer of each user is kept (payment_customers; a map in unit tests). */
export interface StripeCustomerStore {
  find(userId: number): Promise<string | null>;
  /** Keeps the first customer stored for the user and answers it (a concurrent save may win). */
  save(userId: number, customerId: string): Promise<string>;
}

export function databaseCustomerStore(db: Database): StripeCustomerStore {
  const find = async (userId: number) => {
    const [row] = await db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, "stripe")));
    return row?.id ?? null;
  };
  return {
    find,
    async save(userId, customerId) {
      await db
        .insert(paymentCustomers)
        .values({ userId, provider: "stripe", providerCustomerId: customerId })
        .onConflictDoNothing();
      return (await find(userId)) ?? customerId;
    },
  };
}
