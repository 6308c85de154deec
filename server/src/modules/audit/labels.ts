import type { AuditEntry } from '@reelcart/contract/admin';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { actresses, categories, series, studios, videos } from '../schema';

/**
 * The audit log keeps ids (`studioId: std_01`, `actressIds: [act_…]`): a person reads names. The
 * fields whose values are ids of another record, and the table that names them.
 */
const NAMED_BY = {
  studioId: 'studio',
  seriesId: 'series',
  actressIds: 'actress',
  categoryIds: 'category',
  videoId: 'video',
} as const;
type Kind = (typeof NAMED_BY)[keyof typeof NAMED_BY];

const isNamedField = (field: string): field is keyof typeof NAMED_BY => field in NAMED_BY;

/** The ids an entry's changes name, by the kind of record they are. */
function idsOf(entry: AuditEntry, into: Map<Kind, Set<string>>): void {
  for (const change of entry.changes) {
    if (!isNamedField(change.field)) continue;
    const kind = NAMED_BY[change.field];
    for (const value of [change.before, change.after].flat()) {
      if (typeof value !== 'string' || value === '') continue;
      const ids = into.get(kind) ?? new Set<string>();
      ids.add(value);
      into.set(kind, ids);
    }
  }
}

/** One query per kind of record named (at most five), whatever the number of entries. */
async function namesOf(db: Executor, kind: Kind, ids: string[]): Promise<[string, string][]> {
  const rows =
    kind === 'video'
      ? await db
          .select({ id: videos.id, name: videos.title })
          .from(videos)
          .where(inArray(videos.id, ids))
      : await (() => {
          const table = { studio: studios, series, actress: actresses, category: categories }[kind];
          return db
            .select({ id: table.id, name: table.name })
            .from(table)
            .where(inArray(table.id, ids));
        })();
  return rows.map((r) => [r.id, r.name]);
}

/**
 * The entries with `labels`: the name of every record their changes name by id, so History says
 * "Cedar Lane Studio" where the log keeps `std_03`. A record deleted since keeps its id.
 */
export async function withLabels(db: Executor, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<Kind, Set<string>>();
  for (const entry of entries) idsOf(entry, wanted);
  if (wanted.size === 0) return entries;
  const found = await Promise.all(
    [...wanted].map(([kind, ids]) => namesOf(db, kind, [...ids].sort())),
  );
  const names = new Map(found.flat());
  return entries.map((entry) => {
    const own = new Map<Kind, Set<string>>();
    idsOf(entry, own);
    const labels: Record<string, string> = {};
    for (const ids of own.values())
      for (const id of ids) {
        const name = names.get(id);
        if (name !== undefined) labels[id] = name;
      }
    return Object.keys(labels).length > 0 ? { ...entry, labels } : entry;
  });
}
