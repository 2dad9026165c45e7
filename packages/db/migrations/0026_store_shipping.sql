ALTER TABLE "store_purchases" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "carrier_tracking" text;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchases_carrier_tracking_key" ON "store_purchases" USING btree ("carrier","carrier_tracking") WHERE "store_purchases"."carrier_tracking" is not null;--> statement-breakpoint
CREATE INDEX "store_purchases_status_idx" ON "store_purchases" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_shipped_has_tracking" CHECK ("store_purchases"."status" not in ('shipped', 'delivered') or "store_purchases"."carrier_tracking" is not null or "store_purchases"."shipping_address" is null);