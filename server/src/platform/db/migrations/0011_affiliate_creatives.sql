CREATE TABLE "affiliate_creative_images" (
	"creative_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_creatives" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_creatives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_creatives" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "affiliate_creatives" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_events" ADD COLUMN "creative_id" text;--> statement-breakpoint
ALTER TABLE "affiliate_creative_images" ADD CONSTRAINT "affiliate_creative_images_creative_id_affiliate_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."affiliate_creatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_events_creative_idx" ON "affiliate_events" USING btree ("creative_id","created_at","action","unique_click") WHERE creative_id is not null;