CREATE TABLE "sales_backfill" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"chargeback_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_scope_dim_day_key_pk" PRIMARY KEY("scope","dim","day","key")
);
--> statement-breakpoint
CREATE TABLE "sales_facts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"refund_id" text,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"sale_paid_at" timestamp with time zone NOT NULL,
	"studio_id" text,
	"video_id" text NOT NULL,
	"order_type" text NOT NULL,
	"resolution" text NOT NULL,
	"country" text,
	"biller_id" text,
	"user_id" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"chargeback_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"first_in_order" boolean DEFAULT false NOT NULL,
	"first_in_studio" boolean DEFAULT false NOT NULL,
	"first_in_video" boolean DEFAULT false NOT NULL,
	"first_in_license" boolean DEFAULT false NOT NULL,
	"first_in_studio_license" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_monthly_video" (
	"month" date NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"chargeback_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_monthly_video_scope_month_key_pk" PRIMARY KEY("scope","month","key")
);
--> statement-breakpoint
CREATE INDEX "sales_customers_first_idx" ON "sales_customers" USING btree ("first_paid_at");--> statement-breakpoint
CREATE INDEX "sales_facts_order_idx" ON "sales_facts" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "sales_facts_at_idx" ON "sales_facts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sales_facts_studio_at_idx" ON "sales_facts" USING btree ("studio_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_facts_refund_idx" ON "sales_facts" USING btree ("refund_id");--> statement-breakpoint
CREATE FUNCTION "sales_facts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'sales_facts is append-only: % refused (decision 084)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sales_facts_no_update_or_delete" BEFORE UPDATE OR DELETE ON "sales_facts" FOR EACH ROW EXECUTE FUNCTION "sales_facts_append_only"();
