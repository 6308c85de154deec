CREATE TABLE "payment_fees" (
	"biller_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"percent_bp" integer NOT NULL,
	"fixed_cents" integer NOT NULL,
	CONSTRAINT "payment_fees_biller_id_effective_from_pk" PRIMARY KEY("biller_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"refund_key" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_refund_key_unique" UNIQUE("refund_key")
);
--> statement-breakpoint
CREATE TABLE "royalty_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"video_id" text,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_statement_lines" (
	"statement_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"video_id" text NOT NULL,
	"order_type" text NOT NULL,
	"resolution" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"chargeback_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"royalty_cents" integer NOT NULL,
	CONSTRAINT "royalty_statement_lines_statement_id_position_pk" PRIMARY KEY("statement_id","position")
);
--> statement-breakpoint
CREATE TABLE "royalty_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"month" text NOT NULL,
	"state" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"chargeback_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"royalty_cents" integer NOT NULL,
	"on_hold_cents" integer NOT NULL,
	"cleared_cents" integer NOT NULL,
	"finalized_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_rates" ADD CONSTRAINT "royalty_rates_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_rates" ADD CONSTRAINT "royalty_rates_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statement_lines" ADD CONSTRAINT "royalty_statement_lines_statement_id_royalty_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."royalty_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_rates_studio_from" ON "royalty_rates" USING btree ("studio_id","effective_from") WHERE video_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_rates_video_from" ON "royalty_rates" USING btree ("video_id","effective_from") WHERE video_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statements_studio_month" ON "royalty_statements" USING btree ("studio_id","month");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE status = 'paid';