CREATE TABLE "document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_progress" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_error" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "quiz_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;