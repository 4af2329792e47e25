CREATE TABLE "assignment_students" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"course_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"error" text,
	"params" jsonb NOT NULL,
	"worksheet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"class_id" integer,
	"course_id" integer,
	"assigned_by" integer,
	"due_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_item_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"assignment_id" integer,
	"is_learning_path" boolean DEFAULT false NOT NULL,
	"is_review" boolean DEFAULT false NOT NULL,
	"marks_given" real,
	"max_score" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"item_type_id" integer NOT NULL,
	"worksheet_id" integer
);
--> statement-breakpoint
CREATE TABLE "lesson_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"section_matrix" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"course_tagging_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_type_id" integer NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"cover_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"class_id" integer,
	"data" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"assigned_by" integer,
	"date_assigned" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" timestamp with time zone,
	"needs_reassignment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "worksheet_group_type" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "owner_class_id" integer;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_worksheet_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."worksheet_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_assignments" ADD CONSTRAINT "lesson_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_completions" ADD CONSTRAINT "lesson_item_completions_item_id_lesson_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_completions" ADD CONSTRAINT "lesson_item_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_completions" ADD CONSTRAINT "lesson_item_completions_assignment_id_lesson_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."lesson_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_section_id_lesson_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."lesson_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_worksheet_id_quizzes_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sections" ADD CONSTRAINT "lesson_sections_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_reports" ADD CONSTRAINT "teaching_reports_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_assignments" ADD CONSTRAINT "worksheet_assignments_worksheet_id_quizzes_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_assignments" ADD CONSTRAINT "worksheet_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_assignments" ADD CONSTRAINT "worksheet_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_students_student_idx" ON "assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_owner_idx" ON "generation_jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_assignments_lesson_idx" ON "lesson_assignments" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_assignments_class_idx" ON "lesson_assignments" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_item_completions_assigned_key" ON "lesson_item_completions" USING btree ("item_id","student_id","assignment_id") WHERE assignment_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_item_completions_own_key" ON "lesson_item_completions" USING btree ("item_id","student_id") WHERE assignment_id IS NULL;--> statement-breakpoint
CREATE INDEX "lesson_item_completions_student_idx" ON "lesson_item_completions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lesson_items_section_idx" ON "lesson_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "lesson_sections_lesson_idx" ON "lesson_sections" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lessons_course_type_idx" ON "lessons" USING btree ("course_id","lesson_type_id","position");--> statement-breakpoint
CREATE INDEX "lessons_school_idx" ON "lessons" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_reports_key" ON "teaching_reports" USING btree ("key");--> statement-breakpoint
CREATE INDEX "teaching_reports_class_idx" ON "teaching_reports" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "worksheet_assignments_class_idx" ON "worksheet_assignments" USING btree ("class_id","date_assigned");--> statement-breakpoint
CREATE INDEX "worksheet_assignments_worksheet_idx" ON "worksheet_assignments" USING btree ("worksheet_id");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_class_id_classes_id_fk" FOREIGN KEY ("owner_class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;