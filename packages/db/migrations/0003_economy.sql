CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"paid_with" text NOT NULL,
	"koin_paid" bigint DEFAULT 0 NOT NULL,
	"voucher_id" uuid,
	"joined_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_status_known" CHECK ("event_registrations"."status" in ('joined', 'cancelled')),
	CONSTRAINT "event_registrations_paid_with_known" CHECK ("event_registrations"."paid_with" in ('koin', 'voucher', 'free'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text[] NOT NULL,
	"agenda" jsonb NOT NULL,
	"organizer" text NOT NULL,
	"image" text NOT NULL,
	"place_type" text NOT NULL,
	"venue" text NOT NULL,
	"province" text,
	"online_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_remaining" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"voucher_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_place_type_known" CHECK ("events"."place_type" in ('onsite', 'online')),
	CONSTRAINT "events_seats_nonnegative" CHECK ("events"."seats_remaining" >= 0),
	CONSTRAINT "events_seats_within_total" CHECK ("events"."seats_remaining" <= "events"."seats_total"),
	CONSTRAINT "events_price_nonnegative" CHECK ("events"."price" >= 0),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text[] NOT NULL,
	"conditions" text[] NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_remaining" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_type_known" CHECK ("store_items"."type" in ('digital-voucher', 'physical-gift', 'premium', 'event-voucher')),
	CONSTRAINT "store_items_price_positive" CHECK ("store_items"."price" > 0),
	CONSTRAINT "store_items_stock_nonnegative" CHECK ("store_items"."stock_remaining" >= 0),
	CONSTRAINT "store_items_stock_within_total" CHECK ("store_items"."stock_remaining" <= "store_items"."stock_total"),
	CONSTRAINT "store_items_limit_positive" CHECK ("store_items"."limit_per_member" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"status" text NOT NULL,
	"tracking_number" text,
	"shipping_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_purchases_quantity_positive" CHECK ("store_purchases"."quantity" > 0),
	CONSTRAINT "store_purchases_status_known" CHECK ("store_purchases"."status" in ('issued', 'preparing', 'shipped', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "store_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone,
	"used_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_vouchers_kind_known" CHECK ("store_vouchers"."kind" in ('digital', 'event'))
);
--> statement-breakpoint
CREATE TABLE "big_prize_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prize_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entries" integer NOT NULL,
	"skill_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "big_prize_entries_positive" CHECK ("big_prize_entries"."entries" > 0)
);
--> statement-breakpoint
CREATE TABLE "big_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text[] NOT NULL,
	"image" text NOT NULL,
	"entry_cost" integer NOT NULL,
	"max_entries_per_member" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "big_prizes_entry_cost_positive" CHECK ("big_prizes"."entry_cost" > 0),
	CONSTRAINT "big_prizes_max_entries_positive" CHECK ("big_prizes"."max_entries_per_member" > 0),
	CONSTRAINT "big_prizes_draw_after_open" CHECK ("big_prizes"."draw_at" > "big_prizes"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "superquest_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text[] NOT NULL,
	"image" text NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superquest_campaigns_ends_after_start" CHECK ("superquest_campaigns"."ends_at" > "superquest_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "superquest_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superquest_gifts_stock_nonnegative" CHECK ("superquest_gifts"."stock_remaining" >= 0),
	CONSTRAINT "superquest_gifts_stock_within_total" CHECK ("superquest_gifts"."stock_remaining" <= "superquest_gifts"."stock_total")
);
--> statement-breakpoint
CREATE TABLE "superquest_krazy_day_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"krazy_day_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price" bigint NOT NULL,
	"normal_price" bigint NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_remaining" integer NOT NULL,
	CONSTRAINT "superquest_krazy_day_items_price_positive" CHECK ("superquest_krazy_day_items"."price" > 0),
	CONSTRAINT "superquest_krazy_day_items_stock_nonnegative" CHECK ("superquest_krazy_day_items"."stock_remaining" >= 0),
	CONSTRAINT "superquest_krazy_day_items_stock_within_total" CHECK ("superquest_krazy_day_items"."stock_remaining" <= "superquest_krazy_day_items"."stock_total")
);
--> statement-breakpoint
CREATE TABLE "superquest_krazy_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superquest_krazy_days_closes_after_open" CHECK ("superquest_krazy_days"."closes_at" > "superquest_krazy_days"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "superquest_level_claims" (
	"user_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "superquest_level_claims_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "superquest_level_rewards" (
	"level" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"reward_koin" bigint NOT NULL,
	"gift_id" uuid,
	CONSTRAINT "superquest_level_rewards_koin_positive" CHECK ("superquest_level_rewards"."reward_koin" > 0)
);
--> statement-breakpoint
CREATE TABLE "superquest_mission_joins" (
	"user_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_as" text,
	CONSTRAINT "superquest_mission_joins_user_id_mission_id_pk" PRIMARY KEY("user_id","mission_id"),
	CONSTRAINT "superquest_mission_joins_redeemed_as_known" CHECK ("superquest_mission_joins"."redeemed_as" in ('koin', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "superquest_missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"action" text NOT NULL,
	"target" integer NOT NULL,
	"count_distinct" boolean DEFAULT false NOT NULL,
	"unit" text NOT NULL,
	"link" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_koin" bigint,
	"reward_gift_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superquest_missions_target_positive" CHECK ("superquest_missions"."target" > 0),
	CONSTRAINT "superquest_missions_has_reward" CHECK ("superquest_missions"."reward_koin" is not null or "superquest_missions"."reward_gift_id" is not null),
	CONSTRAINT "superquest_missions_reward_positive" CHECK ("superquest_missions"."reward_koin" is null or "superquest_missions"."reward_koin" > 0),
	CONSTRAINT "superquest_missions_ends_after_start" CHECK ("superquest_missions"."ends_at" > "superquest_missions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "superquest_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"koin_spent" bigint DEFAULT 0 NOT NULL,
	"tracking_number" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superquest_shipments_source_known" CHECK ("superquest_shipments"."source" in ('mission', 'level', 'krazy-day')),
	CONSTRAINT "superquest_shipments_status_known" CHECK ("superquest_shipments"."status" in ('preparing', 'shipped', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_voucher_id_store_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."store_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_vouchers" ADD CONSTRAINT "store_vouchers_purchase_id_store_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_vouchers" ADD CONSTRAINT "store_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prize_entries" ADD CONSTRAINT "big_prize_entries_prize_id_big_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."big_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prize_entries" ADD CONSTRAINT "big_prize_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_krazy_day_items" ADD CONSTRAINT "superquest_krazy_day_items_krazy_day_id_superquest_krazy_days_id_fk" FOREIGN KEY ("krazy_day_id") REFERENCES "public"."superquest_krazy_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_krazy_day_items" ADD CONSTRAINT "superquest_krazy_day_items_gift_id_superquest_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."superquest_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_level_claims" ADD CONSTRAINT "superquest_level_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_level_rewards" ADD CONSTRAINT "superquest_level_rewards_gift_id_superquest_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."superquest_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_mission_joins" ADD CONSTRAINT "superquest_mission_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_mission_joins" ADD CONSTRAINT "superquest_mission_joins_mission_id_superquest_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."superquest_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_missions" ADD CONSTRAINT "superquest_missions_campaign_id_superquest_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."superquest_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_missions" ADD CONSTRAINT "superquest_missions_reward_gift_id_superquest_gifts_id_fk" FOREIGN KEY ("reward_gift_id") REFERENCES "public"."superquest_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_shipments" ADD CONSTRAINT "superquest_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superquest_shipments" ADD CONSTRAINT "superquest_shipments_gift_id_superquest_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."superquest_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_seat" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."status" = 'joined';--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_slug_key" ON "store_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "store_items_type_idx" ON "store_items" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "store_purchases_user_idx" ON "store_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_purchases_user_item_idx" ON "store_purchases" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchases_tracking_key" ON "store_purchases" USING btree ("tracking_number") WHERE "store_purchases"."tracking_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_vouchers_code_key" ON "store_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "store_vouchers_unused_idx" ON "store_vouchers" USING btree ("user_id","kind","created_at") WHERE "store_vouchers"."used_at" is null;--> statement-breakpoint
CREATE INDEX "big_prize_entries_prize_user_idx" ON "big_prize_entries" USING btree ("prize_id","user_id");--> statement-breakpoint
CREATE INDEX "big_prizes_draw_idx" ON "big_prizes" USING btree ("draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "superquest_campaigns_slug_key" ON "superquest_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "superquest_gifts_slug_key" ON "superquest_gifts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "superquest_krazy_day_items_day_idx" ON "superquest_krazy_day_items" USING btree ("krazy_day_id","position");--> statement-breakpoint
CREATE INDEX "superquest_krazy_days_opens_idx" ON "superquest_krazy_days" USING btree ("opens_at");--> statement-breakpoint
CREATE INDEX "superquest_mission_joins_mission_idx" ON "superquest_mission_joins" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "superquest_missions_campaign_idx" ON "superquest_missions" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "superquest_shipments_once" ON "superquest_shipments" USING btree ("user_id","source","source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "superquest_shipments_tracking_key" ON "superquest_shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "superquest_shipments_user_idx" ON "superquest_shipments" USING btree ("user_id","created_at");