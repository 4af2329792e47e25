CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "username") gin_trgm_ops);
