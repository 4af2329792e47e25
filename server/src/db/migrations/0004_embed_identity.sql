CREATE TABLE "embed_identities" (
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_identities_school_id_external_id_pk" PRIMARY KEY("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "embed_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kid" text NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embed_token_uses" (
	"school_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_token_uses_school_id_jti_pk" PRIMARY KEY("school_id","jti")
);
--> statement-breakpoint
ALTER TABLE "embed_identities" ADD CONSTRAINT "embed_identities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_identities" ADD CONSTRAINT "embed_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_secrets" ADD CONSTRAINT "embed_secrets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_secrets" ADD CONSTRAINT "embed_secrets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_token_uses" ADD CONSTRAINT "embed_token_uses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embed_identities_user_key" ON "embed_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "embed_secrets_kid_key" ON "embed_secrets" USING btree ("kid");--> statement-breakpoint
CREATE UNIQUE INDEX "embed_secrets_current_key" ON "embed_secrets" USING btree ("school_id") WHERE retires_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX "embed_token_uses_expires_idx" ON "embed_token_uses" USING btree ("expires_at");