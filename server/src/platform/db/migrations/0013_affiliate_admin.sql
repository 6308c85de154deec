ALTER TABLE "affiliate_accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_accounts" ADD COLUMN "payment_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;