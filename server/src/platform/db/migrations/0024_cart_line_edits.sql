-- Decision 124: the last edit applied to each video of a cart, so that a late push made on an older
-- version does not put back a line a newer edit of the same video replaced or removed.
CREATE TABLE "cart_line_edits" (
	"cart_id" text NOT NULL,
	"video_id" text NOT NULL,
	"version" integer NOT NULL,
	"edited_at" bigint NOT NULL,
	CONSTRAINT "cart_line_edits_cart_id_video_id_pk" PRIMARY KEY("cart_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "cart_line_edits" ADD CONSTRAINT "cart_line_edits_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;