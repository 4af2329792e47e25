ALTER TABLE "attempts" ADD COLUMN "marking_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_until" timestamp with time zone;