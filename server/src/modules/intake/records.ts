/** What the intake calls share: default prices, slugs, the category index, audit entries. */
import type { IntakeFields, IntakePrices } from '@reelcart/contract/admin';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/database';
import { auditLog, categories } from '../schema';
import { missingFields } from './manifest';

/** Prices when neither the row nor the studio's defaults give one (decision 041). */
export const FALLBACK_PRICES: Required<{ [K in keyof IntakePrices]: number }> = {
  sd: 999,
  hd: 1499,
  fhd: 1999,
  uhd: 2499,
  rental: 399,
};
export const RENTAL_HOURS = 72;

export const slugOf = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');

export const lower = (s: string) => s.trim().toLowerCase();

/** Categories are matched by slug or name, case-insensitively; unknown ones keep an item from "ready". */
export async function categoryIndex(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories);
  const index = new Map<string, string>();
  for (const r of rows) {
    index.set(lower(r.slug), r.id);
    index.set(lower(r.name), r.id);
  }
  return index;
}

/** What an item lacks: the pure rules' list, plus "categories" when one is not in the catalogue. */
export function assess(fields: IntakeFields, cats: Map<string, string>): string[] {
  const missing = missingFields(fields);
  if (!missing.includes('categories') && fields.categories.some((c) => !cats.has(lower(c))))
    missing.push('categories');
  return missing;
}

/** Appends intake-item entries to the audit log, 500 rows an insert. */
export async function auditItems(
  db: Executor,
  actor: AccessClaims,
  entries: {
    id: string;
    action: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  for (let i = 0; i < entries.length; i += 500)
    await db.insert(auditLog).values(
      entries.slice(i, i + 500).map((e) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        entityType: 'intake_item',
        entityId: e.id,
        action: e.action,
        changes: e.changes,
      })),
    );
}
