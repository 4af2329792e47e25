CREATE TABLE "course_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_access_grant_key" UNIQUE NULLS NOT DISTINCT("user_id","course_id","source","source_id"),
	CONSTRAINT "course_access_source_check" CHECK ("course_access"."source" in ('subscription', 'activation', 'admin')),
	CONSTRAINT "course_access_period_check" CHECK ("course_access"."ends_at" is null or "course_access"."ends_at" >= "course_access"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "course_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_prices_interval_check" CHECK ("course_prices"."interval" in ('month', 'year')),
	CONSTRAINT "course_prices_amount_check" CHECK ("course_prices"."amount_cents" >= 0),
	CONSTRAINT "course_prices_currency_check" CHECK ("course_prices"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_access_source_idx" ON "course_access" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_prices_active_key" ON "course_prices" USING btree ("course_id","interval") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "course_prices_provider_key" ON "course_prices" USING btree ("provider_price_id");