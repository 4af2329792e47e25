-- The directory's index puts the school in the same GIN index as the name's trigrams: btree_gin.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_name_search_idx";--> statement-breakpoint
ALTER TABLE "teaching_reports" ALTER COLUMN "data" SET DATA TYPE json;--> statement-breakpoint
CREATE INDEX "users_directory_search_idx" ON "users" USING gin ("school_id",("first_name" || ' ' || "last_name" || ' ' || "username") gin_trgm_ops);