ALTER TABLE "store_purchases" DROP CONSTRAINT "store_purchases_status_known";--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_cancelled_has_reason" CHECK ("store_purchases"."status" <> 'cancelled' or ("store_purchases"."cancelled_at" is not null and "store_purchases"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_status_known" CHECK ("store_purchases"."status" in ('issued', 'preparing', 'shipped', 'delivered', 'cancelled'));