CREATE TABLE "league_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "league_clock_one_row" CHECK ("league_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "league_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"tier" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_points" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_points_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "league_results" (
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	"outcome" text NOT NULL,
	"new_tier" integer NOT NULL,
	CONSTRAINT "league_results_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "leagues_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "league_scope" text DEFAULT 'school' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "league_tier" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leagues_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "league_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pseudonym" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_groups" ADD CONSTRAINT "league_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_groups" ADD CONSTRAINT "league_groups_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_group_id_league_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."league_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_points" ADD CONSTRAINT "league_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_results" ADD CONSTRAINT "league_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_groups_open_idx" ON "league_groups" USING btree ("week_start","school_id","tier","member_count");--> statement-breakpoint
CREATE INDEX "league_groups_school_idx" ON "league_groups" USING btree ("school_id","week_start");--> statement-breakpoint
CREATE INDEX "league_members_group_points_idx" ON "league_members" USING btree ("group_id","points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "league_points_user_day_idx" ON "league_points" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "league_results_group_idx" ON "league_results" USING btree ("group_id","rank");