CREATE TABLE "employer_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"employer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "rsp_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD COLUMN "author_user_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "employer_id" uuid;--> statement-breakpoint
ALTER TABLE "employer_members" ADD CONSTRAINT "employer_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_members" ADD CONSTRAINT "employer_members_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_members_employer_idx" ON "employer_members" USING btree ("employer_id","role");--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_employer_email_pending_idx" ON "invitations" USING btree ("employer_id",lower("email")) WHERE "invitations"."accepted_at" is null and "invitations"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_one_inviter" CHECK (num_nonnulls("invitations"."rsp_id", "invitations"."employer_id") = 1);--> statement-breakpoint
-- Every company's owner is its first member (docs/rules.md#employer-team).
INSERT INTO employer_members (user_id, employer_id, role, created_at, updated_at)
SELECT user_id, id, 'owner', created_at, created_at FROM employers;
--> statement-breakpoint
-- The notes written before notes had authors were the owner's: the only one who could write.
UPDATE application_notes n SET author_user_id = e.user_id FROM employers e WHERE e.id = n.employer_id;
--> statement-breakpoint
-- However a company is made (sign-up, demo data, a load script), its owner is its first member.
CREATE FUNCTION employers_add_owner() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO employer_members (user_id, employer_id, role, created_at, updated_at)
  VALUES (NEW.user_id, NEW.id, 'owner', NEW.created_at, NEW.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employers_add_owner
AFTER INSERT ON employers
FOR EACH ROW EXECUTE FUNCTION employers_add_owner();
