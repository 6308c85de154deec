CREATE TABLE "affiliate_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"commission_rate_bp" integer,
	"payout_method" text,
	"payout_details_encrypted" text,
	"payout_details_masked" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_creatives" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"width" integer,
	"height" integer,
	"headline" text NOT NULL,
	"landing_page" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"code" text NOT NULL,
	"action" text NOT NULL,
	"unique_click" boolean DEFAULT false NOT NULL,
	"source" text,
	"landing_page" text,
	"visitor_id" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_key" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"refers_to" text,
	"amount_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"source" text,
	"landing_page" text,
	"country" text,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_ledger_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"landing_page" text NOT NULL,
	"source" text,
	"sub_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout_items" (
	"entry_id" text NOT NULL,
	"payout_id" text NOT NULL,
	CONSTRAINT "affiliate_payout_items_entry_id_pk" PRIMARY KEY("entry_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"run_key" text NOT NULL,
	"method" text NOT NULL,
	"method_masked" text,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"code" text NOT NULL,
	"via" text NOT NULL,
	"source" text,
	"landing_page" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_accounts" ADD CONSTRAINT "affiliate_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_items" ADD CONSTRAINT "affiliate_payout_items_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_events_affiliate_time_idx" ON "affiliate_events" USING btree ("affiliate_id","created_at","action","unique_click");--> statement-breakpoint
CREATE INDEX "affiliate_events_visitor_idx" ON "affiliate_events" USING btree ("affiliate_id","visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_time_idx" ON "affiliate_ledger" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_order_idx" ON "affiliate_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_refers_idx" ON "affiliate_ledger" USING btree ("refers_to");--> statement-breakpoint
CREATE INDEX "affiliate_links_affiliate_idx" ON "affiliate_links" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_payout_items_payout_idx" ON "affiliate_payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_run_idx" ON "affiliate_payouts" USING btree ("affiliate_id","run_key");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_open_idx" ON "affiliate_payouts" USING btree ("status") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_time_idx" ON "affiliate_referrals" USING btree ("affiliate_id","created_at");