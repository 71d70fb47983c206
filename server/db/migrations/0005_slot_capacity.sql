ALTER TABLE "delivery_time_slots" ADD COLUMN "capacity" integer;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_date","slot_id");