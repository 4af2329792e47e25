CREATE TABLE "collectible_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "collectible_themes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collectibles" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"unlock_level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earned_stickers" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "earned_stickers_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "collectibles" ADD CONSTRAINT "collectibles_theme_id_collectible_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."collectible_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_stickers" ADD CONSTRAINT "earned_stickers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collectibles_theme_level_idx" ON "collectibles" USING btree ("theme_id","unlock_level");