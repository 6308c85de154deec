CREATE TABLE "sales_cells" (
	"dim" text NOT NULL,
	"studio_id" text NOT NULL,
	"country" text NOT NULL,
	"day" date NOT NULL,
	"gateway" text NOT NULL,
	"key" text NOT NULL,
	"studio_orders" bigint DEFAULT 0 NOT NULL,
	"key_orders" bigint DEFAULT 0 NOT NULL,
	"studio_key_orders" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"chargeback_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_cells_dim_studio_id_country_day_gateway_key_pk" PRIMARY KEY("dim","studio_id","country","day","gateway","key")
);
--> statement-breakpoint
CREATE INDEX "sales_cells_studio_gateway_idx" ON "sales_cells" USING btree ("dim","studio_id","gateway","day");--> statement-breakpoint
CREATE INDEX "sales_cells_country_gateway_idx" ON "sales_cells" USING btree ("dim","country","gateway","day");--> statement-breakpoint
-- The cells of the facts stored before this migration (decision 115), as `withRollups` adds each
-- statement's facts (rollups.ts `CELLS`, `CELL_COUNTS`); facts appended afterwards add their own.
INSERT INTO "sales_cells" ("dim", "studio_id", "country", "day", "gateway", "key", "orders",
	"studio_orders", "key_orders", "studio_key_orders", "quantity", "gross_cents", "refund_cents",
	"chargeback_cents", "fee_cents", "commission_cents")
SELECT c.dim, coalesce(f.studio_id, ''), coalesce(f.country, ''), c.day, coalesce(f.biller_id, ''), c.key,
	sum(CASE WHEN f.quantity > 0 AND f.first_in_order THEN 1 ELSE 0 END),
	sum(CASE WHEN f.quantity > 0 AND f.first_in_studio THEN 1 ELSE 0 END),
	sum(CASE WHEN f.quantity > 0 AND (CASE WHEN c.dim = 'license' THEN f.first_in_license ELSE f.first_in_video END) THEN 1 ELSE 0 END),
	sum(CASE WHEN f.quantity > 0 AND (CASE WHEN c.dim = 'license' THEN f.first_in_studio_license ELSE f.first_in_video END) THEN 1 ELSE 0 END),
	sum(f.quantity), sum(f.gross_cents), sum(f.refund_cents), sum(f.chargeback_cents),
	sum(f.fee_cents), sum(f.commission_cents)
FROM "sales_facts" f
CROSS JOIN LATERAL (VALUES ('license', f.day, f.order_type || ' ' || f.resolution),
	('video', f.day, f.video_id),
	('video-month', date_trunc('month', f.day::timestamp)::date, f.video_id)) c(dim, day, key)
GROUP BY 1, 2, 3, 4, 5, 6;
