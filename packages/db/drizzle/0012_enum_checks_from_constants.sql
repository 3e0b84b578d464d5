ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_role";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_role" CHECK ("api_keys"."role" in ('viewer', 'manager', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('user', 'viewer', 'manager', 'admin'));