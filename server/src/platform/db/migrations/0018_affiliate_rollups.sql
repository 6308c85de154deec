CREATE TABLE "affiliate_backfill" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_daily" (
	"affiliate_id" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"landing_page" text NOT NULL,
	"country" text NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"signups" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_daily_affiliate_id_day_source_landing_page_country_pk" PRIMARY KEY("affiliate_id","day","source","landing_page","country")
);
--> statement-breakpoint
CREATE TABLE "affiliate_sale_facts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_sale_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"commission_id" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"landing_page" text NOT NULL,
	"country" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_events" ADD COLUMN "rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_referrals_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "affiliate_sale_facts_commission_idx" ON "affiliate_sale_facts" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_seq_idx" ON "affiliate_referrals" USING btree ("seq");--> statement-breakpoint
CREATE FUNCTION "affiliate_sale_facts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'affiliate_sale_facts is append-only: % refused (decision 101)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "affiliate_sale_facts_no_update_or_delete" BEFORE UPDATE OR DELETE ON "affiliate_sale_facts" FOR EACH ROW EXECUTE FUNCTION "affiliate_sale_facts_append_only"();
