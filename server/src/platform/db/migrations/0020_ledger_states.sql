CREATE TABLE "affiliate_ledger_daily" (
	"affiliate_id" text NOT NULL,
	"day" date NOT NULL,
	"available_day" date NOT NULL,
	"open_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"voided_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_ledger_daily_affiliate_id_day_available_day_pk" PRIMARY KEY("affiliate_id","day","available_day")
);
--> statement-breakpoint
CREATE INDEX "affiliate_ledger_available_idx" ON "affiliate_ledger" USING btree ("affiliate_id","available_at");
--> statement-breakpoint
-- The ledger's states per affiliate × day of the entry × day it becomes available (decision 111),
-- kept by triggers in the statement that changes an entry's class: open, paid (in a payout),
-- voided (a void, or voided by one: voided wins over paid), as `statusSql` without the clock.
-- Inserts move cents by addition; deletes and updates (fixtures only: the ledger is append-only)
-- recompute their days, as the backfill's ledger walk does.
CREATE FUNCTION "affiliate_ledger_daily_refresh"(affiliates text[], days date[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	-- A row for each available day of the days' entries, then every row of the days locked (key
	-- order), then the ledger read in statements of their own: a writer that held one of them
	-- committed before this reads it.
	INSERT INTO affiliate_ledger_daily (affiliate_id, day, available_day)
		SELECT DISTINCT k.a, k.d, (l.available_at AT TIME ZONE 'UTC')::date
		FROM (SELECT DISTINCT k.a, k.d FROM unnest(affiliates, days) AS k(a, d)) k
		CROSS JOIN LATERAL (SELECT l.available_at FROM affiliate_ledger l WHERE l.affiliate_id = k.a
			AND l.created_at >= (k.d::timestamp AT TIME ZONE 'UTC')
			AND l.created_at < ((k.d + 1)::timestamp AT TIME ZONE 'UTC')) l
		ORDER BY 1, 2, 3
		ON CONFLICT DO NOTHING;
	PERFORM 1 FROM (SELECT DISTINCT k.a, k.d FROM unnest(affiliates, days) AS k(a, d) ORDER BY 1, 2) k
		CROSS JOIN LATERAL (SELECT r.available_day FROM affiliate_ledger_daily r
			WHERE r.affiliate_id = k.a AND r.day = k.d
			ORDER BY r.available_day FOR UPDATE) r
		ORDER BY k.a, k.d, r.available_day;
	-- Each row of the days from its own entries: one range of the (affiliate_id, created_at) index
	-- per row (a day's entries, filtered by available day); a row without entries left gets 0.
	WITH k AS (SELECT DISTINCT k.a, k.d FROM unnest(affiliates, days) AS k(a, d)),
	target AS (
		SELECT r.affiliate_id, r.day, r.available_day, coalesce(t.open_cents, 0) AS open_cents,
			coalesce(t.paid_cents, 0) AS paid_cents, coalesce(t.voided_cents, 0) AS voided_cents
		FROM k
		JOIN affiliate_ledger_daily r ON r.affiliate_id = k.a AND r.day = k.d
		CROSS JOIN LATERAL (
			SELECT sum(l.amount_cents) FILTER (WHERE c.class = 'open') AS open_cents,
				sum(l.amount_cents) FILTER (WHERE c.class = 'paid') AS paid_cents,
				sum(l.amount_cents) FILTER (WHERE c.class = 'voided') AS voided_cents
			FROM affiliate_ledger l
			CROSS JOIN LATERAL (SELECT CASE
				WHEN l.kind = 'void' OR EXISTS (SELECT 1 FROM affiliate_ledger v WHERE v.refers_to = l.id AND v.kind = 'void') THEN 'voided'
				WHEN EXISTS (SELECT 1 FROM affiliate_payout_items i WHERE i.entry_id = l.id) THEN 'paid'
				ELSE 'open' END AS class) c
			WHERE l.affiliate_id = r.affiliate_id
				AND l.created_at >= (r.day::timestamp AT TIME ZONE 'UTC')
				AND l.created_at < ((r.day + 1)::timestamp AT TIME ZONE 'UTC')
				AND (l.available_at AT TIME ZONE 'UTC')::date = r.available_day
		) t
	),
	updated AS (
		UPDATE affiliate_ledger_daily r
		SET open_cents = t.open_cents, paid_cents = t.paid_cents, voided_cents = t.voided_cents
		FROM target t
		WHERE r.affiliate_id = t.affiliate_id AND r.day = t.day AND r.available_day = t.available_day
			AND (r.open_cents, r.paid_cents, r.voided_cents) IS DISTINCT FROM (t.open_cents, t.paid_cents, t.voided_cents)
		RETURNING 1
	)
	SELECT count(*) INTO changed FROM updated;
	RETURN changed;
END;
$$;
--> statement-breakpoint
-- New entries: each at its class now (a void in the same statement included); the entries the new
-- voids refer to (stored before) move from open or paid to voided.
CREATE FUNCTION "affiliate_ledger_daily_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The voided commissions, locked (id order; their refund holds them already), then read in a
	-- statement of its own, so a payout of one that committed first is seen.
	PERFORM 1 FROM affiliate_ledger x
		WHERE x.kind = 'commission' AND x.id IN (SELECT n.refers_to FROM new_rows n WHERE n.kind = 'void')
		ORDER BY x.id FOR UPDATE;
	INSERT INTO affiliate_ledger_daily AS r (affiliate_id, day, available_day, open_cents, paid_cents, voided_cents)
	SELECT d.affiliate_id, d.day, d.available_day, sum(d.open_cents), sum(d.paid_cents), sum(d.voided_cents)
	FROM (
		SELECT n.affiliate_id, (n.created_at AT TIME ZONE 'UTC')::date AS day,
			(n.available_at AT TIME ZONE 'UTC')::date AS available_day,
			CASE WHEN c.class = 'open' THEN n.amount_cents ELSE 0 END AS open_cents,
			CASE WHEN c.class = 'paid' THEN n.amount_cents ELSE 0 END AS paid_cents,
			CASE WHEN c.class = 'voided' THEN n.amount_cents ELSE 0 END AS voided_cents
		FROM new_rows n
		CROSS JOIN LATERAL (SELECT CASE
			WHEN n.kind = 'void' OR EXISTS (SELECT 1 FROM affiliate_ledger v WHERE v.refers_to = n.id AND v.kind = 'void') THEN 'voided'
			WHEN EXISTS (SELECT 1 FROM affiliate_payout_items i WHERE i.entry_id = n.id) THEN 'paid'
			ELSE 'open' END AS class) c
		UNION ALL
		SELECT x.affiliate_id, (x.created_at AT TIME ZONE 'UTC')::date, (x.available_at AT TIME ZONE 'UTC')::date,
			CASE WHEN p.paid THEN 0 ELSE -x.amount_cents END,
			CASE WHEN p.paid THEN -x.amount_cents ELSE 0 END,
			x.amount_cents
		FROM affiliate_ledger x
		CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM affiliate_payout_items i WHERE i.entry_id = x.id) AS paid) p
		WHERE x.id IN (SELECT n.refers_to FROM new_rows n WHERE n.kind = 'void')
			AND x.id NOT IN (SELECT n.id FROM new_rows n)
			AND x.kind <> 'void'
			AND NOT EXISTS (SELECT 1 FROM affiliate_ledger v WHERE v.refers_to = x.id AND v.kind = 'void'
				AND v.id NOT IN (SELECT n.id FROM new_rows n))
	) d
	GROUP BY d.affiliate_id, d.day, d.available_day
	ORDER BY d.affiliate_id, d.day, d.available_day
	ON CONFLICT (affiliate_id, day, available_day) DO UPDATE SET
		open_cents = r.open_cents + excluded.open_cents,
		paid_cents = r.paid_cents + excluded.paid_cents,
		voided_cents = r.voided_cents + excluded.voided_cents;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Entries joining a payout move from open to paid, unless voided (voided wins over paid).
CREATE FUNCTION "affiliate_ledger_daily_on_payout"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The paid commissions, locked (id order; the payout run holds them already), then read in a
	-- statement of its own, so a void of one that committed first is seen.
	PERFORM 1 FROM affiliate_ledger x
		WHERE x.kind = 'commission' AND x.id IN (SELECT i.entry_id FROM new_items i)
		ORDER BY x.id FOR UPDATE;
	INSERT INTO affiliate_ledger_daily AS r (affiliate_id, day, available_day, open_cents, paid_cents, voided_cents)
	SELECT x.affiliate_id, (x.created_at AT TIME ZONE 'UTC')::date, (x.available_at AT TIME ZONE 'UTC')::date,
		-sum(x.amount_cents), sum(x.amount_cents), 0
	FROM affiliate_ledger x
	WHERE x.id IN (SELECT i.entry_id FROM new_items i)
		AND x.kind <> 'void'
		AND NOT EXISTS (SELECT 1 FROM affiliate_ledger v WHERE v.refers_to = x.id AND v.kind = 'void')
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT (affiliate_id, day, available_day) DO UPDATE SET
		open_cents = r.open_cents + excluded.open_cents,
		paid_cents = r.paid_cents + excluded.paid_cents;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deleted or changed entries and payout items (fixtures; the ledger is append-only): their days,
-- and the days of the entries a deleted or changed void referred to, are recomputed.
CREATE FUNCTION "affiliate_ledger_daily_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affiliates text[];
	days date[];
BEGIN
	IF TG_TABLE_NAME = 'affiliate_payout_items' THEN
		SELECT array_agg(x.affiliate_id), array_agg((x.created_at AT TIME ZONE 'UTC')::date)
		INTO affiliates, days
		FROM affiliate_ledger x WHERE x.id IN (SELECT i.entry_id FROM old_rows i);
	ELSIF TG_OP = 'UPDATE' THEN
		SELECT array_agg(k.a), array_agg(k.d) INTO affiliates, days FROM (
			SELECT t.affiliate_id AS a, (t.created_at AT TIME ZONE 'UTC')::date AS d
			FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM changed_rows) t
			UNION
			SELECT x.affiliate_id, (x.created_at AT TIME ZONE 'UTC')::date FROM affiliate_ledger x
			WHERE x.id IN (SELECT o.refers_to FROM old_rows o WHERE o.kind = 'void'
				UNION SELECT n.refers_to FROM changed_rows n WHERE n.kind = 'void')
		) k;
	ELSE
		SELECT array_agg(k.a), array_agg(k.d) INTO affiliates, days FROM (
			SELECT o.affiliate_id AS a, (o.created_at AT TIME ZONE 'UTC')::date AS d FROM old_rows o
			UNION
			SELECT x.affiliate_id, (x.created_at AT TIME ZONE 'UTC')::date FROM affiliate_ledger x
			WHERE x.id IN (SELECT o.refers_to FROM old_rows o WHERE o.kind = 'void')
		) k;
	END IF;
	IF affiliates IS NOT NULL THEN
		PERFORM affiliate_ledger_daily_refresh(affiliates, days);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_daily_insert" AFTER INSERT ON "affiliate_ledger" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "affiliate_ledger_daily_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_daily_payout" AFTER INSERT ON "affiliate_payout_items" REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "affiliate_ledger_daily_on_payout"();
--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_daily_delete" AFTER DELETE ON "affiliate_ledger" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "affiliate_ledger_daily_on_change"();
--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_daily_update" AFTER UPDATE ON "affiliate_ledger" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "affiliate_ledger_daily_on_change"();
--> statement-breakpoint
CREATE TRIGGER "affiliate_ledger_daily_unpaid" AFTER DELETE ON "affiliate_payout_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "affiliate_ledger_daily_on_change"();
--> statement-breakpoint
-- The entries stored before the triggers, in this migration's transaction (the triggers' creation
-- holds off concurrent writers until it commits): every entry counted once.
SELECT affiliate_ledger_daily_refresh(array_agg(d.affiliate_id), array_agg(d.day))
FROM (SELECT DISTINCT affiliate_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM affiliate_ledger) d;
