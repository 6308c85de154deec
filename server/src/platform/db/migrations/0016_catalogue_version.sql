CREATE TABLE "catalogue_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "owned_products_video_idx" ON "owned_products" USING btree ("video_id");