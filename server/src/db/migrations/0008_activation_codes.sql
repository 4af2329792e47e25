CREATE TABLE "activation_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"school_id" integer,
	"created_by" integer,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_batches_count_check" CHECK ("activation_batches"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "activation_code_courses" (
	"code_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "activation_code_courses_code_id_course_id_pk" PRIMARY KEY("code_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "activation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"batch_id" integer NOT NULL,
	"school_id" integer,
	"expires_at" timestamp with time zone,
	"access_days" integer,
	"redeemed_by" integer,
	"redeemed_for" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_codes_code_key" UNIQUE("code"),
	CONSTRAINT "activation_codes_access_days_check" CHECK ("activation_codes"."access_days" is null or "activation_codes"."access_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "activation_batches" ADD CONSTRAINT "activation_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_batches" ADD CONSTRAINT "activation_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_code_courses" ADD CONSTRAINT "activation_code_courses_code_id_activation_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."activation_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_code_courses" ADD CONSTRAINT "activation_code_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_batch_id_activation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."activation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_redeemed_for_users_id_fk" FOREIGN KEY ("redeemed_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_batches_school_idx" ON "activation_batches" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "activation_code_courses_course_idx" ON "activation_code_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "activation_codes_batch_idx" ON "activation_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "activation_codes_redeemed_for_idx" ON "activation_codes" USING btree ("redeemed_for");