import { type SQL, sql } from 'drizzle-orm';
import type { Grouping } from './breakdownSql';
import {
  HAS_FACTS,
  monthsInside,
  PERIOD_KEYS,
  SUMMED,
  signedSums,
  videoSegments,
} from './rollupSql';
import type { FactFilter, Range } from './salesFacts';

// The reports with two or three filters (decision 115), from the cells of `sales_cells`: day ×
// studio × country × gateway × license (every grouping but video) or × video (by video; whole
// months from the 'video-month' rows). Unknown studio, country and gateway are '' in the cells.

/** The cells matching every filter set (a filter's value is never '', the contract's minimum). */
function matching(filter: FactFilter): SQL {
  const where: SQL[] = [];
  if (filter.studioId) where.push(sql`studio_id = ${filter.studioId}`);
  if (filter.country) where.push(sql`country = ${filter.country}`);
  if (filter.gateway) where.push(sql`gateway = ${filter.gateway}`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/**
 * The order count a grouping sums, as the daily roll-up's scopes count (rollups.ts `COUNTS`): by
 * video, first in its video; by license, first in its license (in its studio and license with a
 * studio filter); by studio or with a studio filter, first in its studio; else first in its order.
 */
function ordersOf(groupBy: Grouping | 'total', filter: FactFilter): SQL {
  const inStudio = Boolean(filter.studioId);
  if (groupBy === 'video') return sql`key_orders`;
  if (groupBy === 'license') return inStudio ? sql`studio_key_orders` : sql`key_orders`;
  if (groupBy === 'studio' || inStudio) return sql`studio_orders`;
  return sql`orders`;
}

/**
 * The cells of a whole-day range with the filters: by license, or by video as `videoSegments`
 * plans it (whole months from the 'video-month' rows, past half a month a month's row less its
 * days outside the range).
 */
function cellRows(groupBy: Grouping | 'total', filter: FactFilter, range: Range): SQL {
  const where = matching(filter);
  const rows = (dim: string, from: string, to: string, sign: 1 | -1 = 1) =>
    sql`select day, studio_id, country, gateway, key, ${signedSums(ordersOf(groupBy, filter), sign)} from sales_cells
      where dim = ${dim} and ${where} and day >= ${from}::date and day < ${to}::date`;
  const m = monthsInside(range);
  const segments = groupBy === 'video' ? videoSegments(range) : [];
  if (segments.length === 0) return rows(groupBy === 'video' ? 'video' : 'license', m.from, m.to);
  return sql.join(
    segments.map((s) => rows(s.rows === 'day' ? 'video' : 'video-month', s.from, s.to, s.sign)),
    sql` union all `,
  );
}

/** The key, label and join of a grouping over cell rows `r`; by studio, known studios only. */
const CELL_KEYS: Record<Grouping, { key: SQL; label?: SQL; join?: SQL; where?: SQL }> = {
  day: { key: PERIOD_KEYS.day },
  week: { key: PERIOD_KEYS.week },
  month: { key: PERIOD_KEYS.month },
  studio: {
    key: sql`r.studio_id`,
    label: sql`coalesce(s.name, r.studio_id)`,
    join: sql`left join studios s on s.id = r.studio_id`,
    where: sql`r.studio_id <> ''`,
  },
  video: {
    key: sql`r.key`,
    label: sql`coalesce(v.title, r.key)`,
    join: sql`left join videos v on v.id = r.key`,
  },
  license: { key: sql`r.key` },
  country: { key: sql`coalesce(nullif(r.country, ''), '??')` },
  gateway: { key: sql`coalesce(nullif(r.gateway, ''), 'unknown')` },
};

/** A breakdown from the cells (rows as `breakdownOver` answers them, same order). */
export function cellBreakdownSql(range: Range, groupBy: Grouping, filter: FactFilter): SQL {
  const g = CELL_KEYS[groupBy];
  const time = groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
  return sql`select ${g.key} as key, ${g.label ?? g.key} as label, ${SUMMED}
    from (${cellRows(groupBy, filter, range)}) r ${g.join ?? sql``}
    ${g.where ? sql`where ${g.where}` : sql``}
    group by 1, 2 ${groupBy === 'video' ? sql`having ${HAS_FACTS}` : sql``} order by ${time ? sql`key asc` : sql`gross desc, key asc`}`;
}

/** The totals from the cells: every order once (first in its order, or in the studio filtered). */
export function cellTotalsSql(range: Range, filter: FactFilter): SQL {
  return sql`select '' as key, '' as label, ${SUMMED} from (${cellRows('total', filter, range)}) r`;
}
