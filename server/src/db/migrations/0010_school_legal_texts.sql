ALTER TABLE "schools" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "privacy_text" text;