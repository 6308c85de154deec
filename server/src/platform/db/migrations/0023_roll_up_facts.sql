ALTER TABLE "sales_cells" ADD COLUMN "facts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "facts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_monthly_video" ADD COLUMN "facts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 121: the facts each roll-up row holds, counted from the facts stored before this
-- migration as `withRollups` counts each statement's (rollups.ts `SCOPES`, `DIMS`, `CELLS`).
UPDATE "sales_daily" d SET "facts" = x.n FROM (
	SELECT s.scope, dd.dim, f.day, dd.key, count(*) AS n
	FROM "sales_facts" f
	CROSS JOIN LATERAL (VALUES ('', true), ('studio:' || f.studio_id, f.studio_id IS NOT NULL),
		('country:' || f.country, f.country IS NOT NULL),
		('gateway:' || f.biller_id, f.biller_id IS NOT NULL)) s(scope, ok)
	CROSS JOIN LATERAL (VALUES ('total', ''), ('studio', f.studio_id), ('video', f.video_id),
		('license', f.order_type || ' ' || f.resolution), ('country', coalesce(f.country, '??')),
		('gateway', coalesce(f.biller_id, 'unknown'))) dd(dim, key)
	WHERE s.ok AND dd.key IS NOT NULL
	GROUP BY 1, 2, 3, 4
) x WHERE d.scope = x.scope AND d.dim = x.dim AND d.day = x.day AND d.key = x.key;--> statement-breakpoint
UPDATE "sales_monthly_video" m SET "facts" = x.n FROM (
	SELECT s.scope, date_trunc('month', f.day::timestamp)::date AS month, f.video_id AS key,
		count(*) AS n
	FROM "sales_facts" f
	CROSS JOIN LATERAL (VALUES ('', true), ('studio:' || f.studio_id, f.studio_id IS NOT NULL),
		('country:' || f.country, f.country IS NOT NULL),
		('gateway:' || f.biller_id, f.biller_id IS NOT NULL)) s(scope, ok)
	WHERE s.ok
	GROUP BY 1, 2, 3
) x WHERE m.scope = x.scope AND m.month = x.month AND m.key = x.key;--> statement-breakpoint
UPDATE "sales_cells" c SET "facts" = x.n FROM (
	SELECT k.dim, coalesce(f.studio_id, '') AS studio_id, coalesce(f.country, '') AS country,
		k.day, coalesce(f.biller_id, '') AS gateway, k.key, count(*) AS n
	FROM "sales_facts" f
	CROSS JOIN LATERAL (VALUES ('license', f.day, f.order_type || ' ' || f.resolution),
		('video', f.day, f.video_id),
		('video-month', date_trunc('month', f.day::timestamp)::date, f.video_id)) k(dim, day, key)
	GROUP BY 1, 2, 3, 4, 5, 6
) x WHERE c.dim = x.dim AND c.studio_id = x.studio_id AND c.country = x.country AND c.day = x.day
	AND c.gateway = x.gateway AND c.key = x.key;
