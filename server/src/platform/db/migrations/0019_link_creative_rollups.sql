CREATE TABLE "affiliate_creative_daily" (
	"creative_id" text NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_creative_daily_creative_id_day_pk" PRIMARY KEY("creative_id","day")
);
--> statement-breakpoint
CREATE TABLE "affiliate_link_daily" (
	"affiliate_id" text NOT NULL,
	"source" text NOT NULL,
	"landing_page" text NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"referrals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_link_daily_affiliate_id_source_landing_page_day_pk" PRIMARY KEY("affiliate_id","source","landing_page","day")
);
--> statement-breakpoint
ALTER TABLE "affiliate_events" ADD COLUMN "link_rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_events" ADD COLUMN "creative_rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "link_rolled_up" boolean DEFAULT false NOT NULL;