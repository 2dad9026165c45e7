CREATE SEQUENCE "public"."bank_account_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"rate_table_id" uuid,
	"rate_bp" integer,
	"savings_rate_bp" integer,
	"term_months" integer,
	"term_start_on" date,
	"matures_on" date,
	"at_maturity" text,
	"renewals" integer DEFAULT 0 NOT NULL,
	"instalment" bigint,
	"fund_id" uuid,
	"units" numeric(20, 4),
	"units_pending" numeric(20, 4),
	"accrued_to" date,
	"accrual" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_kind_known" CHECK ("bank_accounts"."kind" in ('savings', 'fixed', 'thaweesup', 'fund')),
	CONSTRAINT "bank_accounts_status_known" CHECK ("bank_accounts"."status" in ('open', 'closed', 'matured')),
	CONSTRAINT "bank_accounts_balance_nonnegative" CHECK ("bank_accounts"."balance" >= 0),
	CONSTRAINT "bank_accounts_units_nonnegative" CHECK (coalesce("bank_accounts"."units", 0) >= 0 and coalesce("bank_accounts"."units_pending", 0) >= 0 and coalesce("bank_accounts"."units_pending", 0) <= coalesce("bank_accounts"."units", 0)),
	CONSTRAINT "bank_accounts_fixed_complete" CHECK ("bank_accounts"."kind" <> 'fixed' or ("bank_accounts"."term_months" in (3, 6, 12, 24, 36) and "bank_accounts"."rate_bp" is not null and "bank_accounts"."matures_on" is not null and "bank_accounts"."at_maturity" in ('payout', 'renew'))),
	CONSTRAINT "bank_accounts_thaweesup_complete" CHECK ("bank_accounts"."kind" <> 'thaweesup' or ("bank_accounts"."instalment" between 50000 and 2500000 and "bank_accounts"."rate_bp" is not null and "bank_accounts"."matures_on" is not null)),
	CONSTRAINT "bank_accounts_fund_complete" CHECK (("bank_accounts"."kind" = 'fund') = ("bank_accounts"."fund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_fund_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"holding_id" uuid NOT NULL,
	"side" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"fee" bigint DEFAULT 0 NOT NULL,
	"units" numeric(20, 4),
	"nav_date" date NOT NULL,
	"nav" numeric(20, 4),
	"placed_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bank_fund_orders_side_known" CHECK ("bank_fund_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "bank_fund_orders_status_known" CHECK ("bank_fund_orders"."status" in ('pending', 'settled')),
	CONSTRAINT "bank_fund_orders_buy_has_amount" CHECK ("bank_fund_orders"."side" <> 'buy' or ("bank_fund_orders"."amount" > 0 and "bank_fund_orders"."fee" >= 0 and "bank_fund_orders"."fee" < "bank_fund_orders"."amount")),
	CONSTRAINT "bank_fund_orders_sell_has_units" CHECK ("bank_fund_orders"."side" <> 'sell' or "bank_fund_orders"."units" > 0),
	CONSTRAINT "bank_fund_orders_settled_priced" CHECK (("bank_fund_orders"."status" = 'settled') = ("bank_fund_orders"."nav" is not null and "bank_fund_orders"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"risk_level" integer NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"description" text[] NOT NULL,
	"policy" text NOT NULL,
	"front_fee_bp" integer NOT NULL,
	"management_fee_bp" integer NOT NULL,
	"min_buy" bigint NOT NULL,
	"inception_date" date NOT NULL,
	"start_nav" integer NOT NULL,
	"drift_bp" integer NOT NULL,
	"volatility_bp" integer NOT NULL,
	"seed" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_funds_level_known" CHECK ("bank_funds"."risk_level" between 1 and 8),
	CONSTRAINT "bank_funds_fees_sane" CHECK ("bank_funds"."front_fee_bp" between 0 and 500 and "bank_funds"."management_fee_bp" between 0 and 500),
	CONSTRAINT "bank_funds_nav_positive" CHECK ("bank_funds"."start_nav" > 0 and "bank_funds"."min_buy" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_instalments" (
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"paid_on" date,
	"amount" bigint NOT NULL,
	CONSTRAINT "bank_instalments_account_id_number_pk" PRIMARY KEY("account_id","number"),
	CONSTRAINT "bank_instalments_number_range" CHECK ("bank_instalments"."number" between 1 and 24),
	CONSTRAINT "bank_instalments_status_known" CHECK ("bank_instalments"."status" in ('paid', 'missed')),
	CONSTRAINT "bank_instalments_paid_dated" CHECK (("bank_instalments"."status" = 'paid') = ("bank_instalments"."paid_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"ref_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"house" text,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_journal_lines_amount_nonzero" CHECK ("bank_journal_lines"."amount" <> 0),
	CONSTRAINT "bank_journal_lines_one_side" CHECK (("bank_journal_lines"."account_id" is null) <> ("bank_journal_lines"."house" is null)),
	CONSTRAINT "bank_journal_lines_house_known" CHECK ("bank_journal_lines"."house" is null or "bank_journal_lines"."house" in ('interest_paid', 'tax_withheld', 'practice_issued', 'fund_cash'))
);
--> statement-breakpoint
CREATE TABLE "bank_rate_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" date NOT NULL,
	"savings_bp" integer NOT NULL,
	"fixed_3_bp" integer NOT NULL,
	"fixed_6_bp" integer NOT NULL,
	"fixed_12_bp" integer NOT NULL,
	"fixed_24_bp" integer NOT NULL,
	"fixed_36_bp" integer NOT NULL,
	"thaweesup_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rate_tables_rates_sane" CHECK (least("bank_rate_tables"."savings_bp", "bank_rate_tables"."fixed_3_bp", "bank_rate_tables"."fixed_6_bp", "bank_rate_tables"."fixed_12_bp", "bank_rate_tables"."fixed_24_bp", "bank_rate_tables"."fixed_36_bp", "bank_rate_tables"."thaweesup_bp") >= 0
        and greatest("bank_rate_tables"."savings_bp", "bank_rate_tables"."fixed_3_bp", "bank_rate_tables"."fixed_6_bp", "bank_rate_tables"."fixed_12_bp", "bank_rate_tables"."fixed_24_bp", "bank_rate_tables"."fixed_36_bp", "bank_rate_tables"."thaweesup_bp") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_rate_table_id_bank_rate_tables_id_fk" FOREIGN KEY ("rate_table_id") REFERENCES "public"."bank_rate_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_fund_id_bank_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."bank_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD CONSTRAINT "bank_fund_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD CONSTRAINT "bank_fund_orders_fund_id_bank_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."bank_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD CONSTRAINT "bank_fund_orders_holding_id_bank_accounts_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_instalments" ADD CONSTRAINT "bank_instalments_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_journal_entries" ADD CONSTRAINT "bank_journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_journal_lines" ADD CONSTRAINT "bank_journal_lines_entry_id_bank_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_journal_lines" ADD CONSTRAINT "bank_journal_lines_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","kind","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_savings" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."kind" = 'savings';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_open_thaweesup" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."kind" = 'thaweesup' and "bank_accounts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_holding_per_fund" ON "bank_accounts" USING btree ("user_id","fund_id") WHERE "bank_accounts"."kind" = 'fund';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "bank_fund_orders_user_idx" ON "bank_fund_orders" USING btree ("user_id","status","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_funds_code_key" ON "bank_funds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_funds_level_idx" ON "bank_funds" USING btree ("risk_level","position");--> statement-breakpoint
CREATE INDEX "bank_journal_entries_user_idx" ON "bank_journal_entries" USING btree ("user_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "bank_journal_lines_entry_idx" ON "bank_journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "bank_journal_lines_statement_idx" ON "bank_journal_lines" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bank_journal_lines"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rate_tables_effective_key" ON "bank_rate_tables" USING btree ("effective_from");--> statement-breakpoint
-- A line on a member account moves that account's balance; the balance CHECK refuses one below zero.
CREATE FUNCTION bank_line_moves_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account_id IS NOT NULL THEN
    UPDATE bank_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_journal_lines_move_balance AFTER INSERT ON bank_journal_lines
  FOR EACH ROW EXECUTE FUNCTION bank_line_moves_balance();
--> statement-breakpoint
-- At commit, every entry that got a line must sum to zero.
CREATE FUNCTION bank_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM bank_journal_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'unbalanced journal entry % (lines sum to %)', NEW.entry_id, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bank_journal_entry_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bank_journal_lines_balanced AFTER INSERT ON bank_journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bank_entry_balances();
--> statement-breakpoint
-- The journal is append-only.
CREATE FUNCTION bank_journal_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the practice bank journal is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_journal_lines_append_only BEFORE UPDATE OR DELETE ON bank_journal_lines
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION bank_journal_append_only();
--> statement-breakpoint
CREATE TRIGGER bank_journal_entries_append_only BEFORE UPDATE ON bank_journal_entries
  FOR EACH ROW EXECUTE FUNCTION bank_journal_append_only();
--> statement-breakpoint
CREATE TRIGGER bank_journal_entries_no_delete BEFORE DELETE ON bank_journal_entries
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION bank_journal_append_only();
