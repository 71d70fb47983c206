ALTER TABLE "auth_events" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "auth_events_device_idx" ON "auth_events" USING btree ("kind","device_id","created_at");