CREATE TABLE "catalogue_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
