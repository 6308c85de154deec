CREATE TABLE "sales_new_customers_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"customers" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_customers" ADD COLUMN "previous_first_paid_at" timestamp with time zone;--> statement-breakpoint
-- Decision 118: the daily count of the buyers already recorded.
INSERT INTO "sales_new_customers_daily" ("day", "customers")
SELECT ("first_paid_at" AT TIME ZONE 'UTC')::date, count(*) FROM "sales_customers" GROUP BY 1 ORDER BY 1;
