CREATE TABLE "league_tiers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tier" integer NOT NULL,
	CONSTRAINT "league_tiers_tier_check" CHECK ("league_tiers"."tier" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "league_tiers" ADD CONSTRAINT "league_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tiers move out of users (one row per student above Bronze), then the column goes.
INSERT INTO "league_tiers" ("user_id", "tier") SELECT "id", "league_tier" FROM "users" WHERE "league_tier" <> 1;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "league_tier";