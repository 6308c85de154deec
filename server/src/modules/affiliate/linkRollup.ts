import { type SQL, sql } from 'drizzle-orm';

/**
 * The writers of the link and creative roll-ups (decision 108), the same way as `affiliate_daily`'s
 * (decision 101): rows added by `x = x + excluded.x`, grouped by key and in key order, in the
 * statement that stores what they count.
 */

const upsert = (table: string, key: string[], sums: string[], rows: SQL): SQL => {
  const keys = key.join(', ');
  const order = key.map((_, i) => i + 1).join(', ');
  return sql`insert into ${sql.raw(table)} (${sql.raw(keys)}, ${sql.raw(sums.join(', '))})
    select ${sql.raw(keys)}, ${sql.raw(sums.map((c) => `sum(${c})`).join(', '))}
    from (${rows}) r group by ${sql.raw(order)} order by ${sql.raw(order)}
    on conflict (${sql.raw(keys)}) do update set ${sql.raw(
      sums.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '),
    )}`;
};

/** Upserts `rows` (affiliate_id, source, landing_page, day, clicks, unique_clicks, referrals). */
export const addToLinkDaily = (rows: SQL): SQL =>
  upsert(
    'affiliate_link_daily',
    ['affiliate_id', 'source', 'landing_page', 'day'],
    ['clicks', 'unique_clicks', 'referrals'],
    rows,
  );

/** Upserts `rows` (creative_id, day, clicks, unique_clicks, conversions). */
export const addToCreativeDaily = (rows: SQL): SQL =>
  upsert(
    'affiliate_creative_daily',
    ['creative_id', 'day'],
    ['clicks', 'unique_clicks', 'conversions'],
    rows,
  );

/**
 * The key a link is matched by: the source ('' for none: a link's source is never empty) and the
 * landing page, for the rows a link can match (a landing page; not an empty source).
 */
const linkKeys = (t: string) =>
  sql.raw(`${t}.affiliate_id, coalesce(${t}.source, '') as source, ${t}.landing_page,
    (${t}.created_at at time zone 'UTC')::date as day`);
const linkMatchable = (t: string) =>
  sql.raw(`${t}.landing_page is not null and (${t}.source is null or ${t}.source <> '')`);

/** The clicks among events `t` as link roll-up rows. */
export const linkClickRows = (t: string, where: SQL = sql`true`) =>
  sql`select ${linkKeys(t)}, 1 as clicks,
    case when ${sql.raw(t)}.unique_click then 1 else 0 end as unique_clicks, 0 as referrals
    from ${sql.raw(t)} where ${sql.raw(t)}.action = 'click' and ${linkMatchable(t)} and ${where}`;

/** Referrals `t` (made at registration or checkout) as link roll-up rows. */
export const linkReferralRows = (t: string, where: SQL = sql`true`) =>
  sql`select ${linkKeys(t)}, 0 as clicks, 0 as unique_clicks, 1 as referrals
    from ${sql.raw(t)} where ${linkMatchable(t)} and ${where}`;

/** The clicks and checkouts among events `t` that name a creative, as creative roll-up rows. */
export const creativeRows = (t: string, where: SQL = sql`true`) =>
  sql`select ${sql.raw(t)}.creative_id, (${sql.raw(t)}.created_at at time zone 'UTC')::date as day,
    case when ${sql.raw(t)}.action = 'click' then 1 else 0 end as clicks,
    case when ${sql.raw(t)}.action = 'click' and ${sql.raw(t)}.unique_click then 1 else 0 end as unique_clicks,
    case when ${sql.raw(t)}.action = 'checkout' then 1 else 0 end as conversions
    from ${sql.raw(t)} where ${sql.raw(t)}.creative_id is not null
      and ${sql.raw(t)}.action in ('click', 'checkout') and ${where}`;
