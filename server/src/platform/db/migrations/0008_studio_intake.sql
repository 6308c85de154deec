CREATE TABLE "intake_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_defaults" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_items" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"path" text NOT NULL,
	"line" integer NOT NULL,
	"state" text NOT NULL,
	"fields" jsonb NOT NULL,
	"reject_reason" text,
	"video_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intake_batches" ADD CONSTRAINT "intake_batches_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_defaults" ADD CONSTRAINT "intake_defaults_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_items" ADD CONSTRAINT "intake_items_batch_id_intake_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."intake_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_items" ADD CONSTRAINT "intake_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_batches_studio_slug_idx" ON "intake_batches" USING btree ("studio_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_items_batch_path_idx" ON "intake_items" USING btree ("batch_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_items_video_idx" ON "intake_items" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "intake_items_state_idx" ON "intake_items" USING btree ("batch_id","state");