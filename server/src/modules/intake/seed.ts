import type { IntakeFields } from '@reelcart/contract/admin';
import type { Database } from '../../platform/db/database';
import type { generateCatalogue } from '../catalogue/seed';
import { type AuditChange, auditLog, intakeBatches, intakeDefaults, intakeItems } from '../schema';

/** The seeded intake batch (issue 19): one studio's delivery with an item in every state. */
export const SEED_INTAKE = { studio: 'std_01', batch: 'sample-delivery' } as const;

/** One studio's sample batch whose items stand in every state, so the queue shows real work. */
export async function seedIntake(
  db: Database,
  catalogue: ReturnType<typeof generateCatalogue>,
): Promise<void> {
  const studio = catalogue.studios[0];
  if (!studio) return;
  const category = catalogue.categories[0]?.slug ?? 'drama';
  const performer = catalogue.actresses[0]?.name ?? 'Sample Performer';
  const published = catalogue.videos.find((v) => v.studioId === studio.id);
  const fields = (title: string, complete = true): IntakeFields => ({
    title,
    description: complete ? 'A placeholder scene delivered by the studio.' : '',
    performers: complete ? [performer] : [],
    categories: complete ? [category] : [],
    series: null,
    releaseDate: complete ? '2026-11-20' : null,
    durationMinutes: complete ? 42 : null,
    prices: { sd: null, hd: null, fhd: null, uhd: null, rental: null },
  });
  const batchId = 'ibt_seed_sample';
  await db.insert(intakeDefaults).values({
    studioId: studio.id,
    prices: { sd: 899, hd: 1299, fhd: 1799, uhd: 2299, rental: 349 },
  });
  await db.insert(intakeBatches).values({
    id: batchId,
    studioId: studio.id,
    slug: SEED_INTAKE.batch,
    name: 'Sample delivery',
    createdBy: 'usr_admin',
    createdAt: new Date('2026-11-18T09:00:00Z'),
  });
  const rows: (typeof intakeItems.$inferInsert)[] = [
    { path: '2026-11/scene-01/main.mp4', state: 'new', fields: fields('Harbour Morning') },
    { path: '2026-11/scene-02/main.mp4', state: 'needs_info', fields: fields('Quiet Pier', false) },
    { path: '2026-11/scene-03/main.mp4', state: 'ready', fields: fields('Lantern Walk') },
    { path: '2026-11/scene-04/main.mp4', state: 'approved', fields: fields('Salt and Stone') },
    {
      path: '2026-11/scene-05/main.mp4',
      state: 'rejected',
      fields: fields('Northern Light Test'),
      rejectReason: 'The delivered file is a test pattern, not the scene.',
    },
    {
      path: '2026-11/scene-06/main.mp4',
      state: 'published',
      fields: fields(published?.title ?? 'Published Scene'),
      videoId: published?.id ?? null,
    },
    { path: 'Café Nuit/Été 2026/clip one.mp4', state: 'needs_info', fields: fields('', false) },
  ].map((r, i) => ({
    id: `itm_seed_${String(i + 1).padStart(2, '0')}`,
    batchId,
    line: i + 2,
    stateSince: new Date(Date.UTC(2026, 10, 18, 10 + i)),
    createdAt: new Date('2026-11-18T09:00:00Z'),
    ...r,
  }));
  await db.insert(intakeItems).values(rows);
  await db.insert(auditLog).values(
    rows.flatMap((row) =>
      itemHistory(row, published?.slug ?? null).map((e) => ({
        actorId: 'usr_admin',
        actorEmail: 'admin@reelcart.test',
        entityType: 'intake_item',
        entityId: row.id as string,
        ...e,
      })),
    ),
  );
}

type HistoryEntry = { action: string; changes: AuditChange[]; at: Date };

/**
 * The audit trail that would have brought a seeded item to its state through the API: the import
 * (`create`, as `new`, `needs_info` or `ready` by its fields), then the decisions and the
 * publishing, each an hour apart, the last one at the item's `stateSince`.
 */
export function itemHistory(
  row: Pick<typeof intakeItems.$inferInsert, 'path' | 'state' | 'rejectReason' | 'stateSince'>,
  videoSlug: string | null,
): HistoryEntry[] {
  const state = (before: string | null, after: string): AuditChange => ({
    field: 'state',
    before,
    after,
  });
  const imported = row.state === 'new' || row.state === 'needs_info' ? row.state : 'ready';
  const steps: Omit<HistoryEntry, 'at'>[] = [
    {
      action: 'create',
      changes: [{ field: 'path', before: null, after: row.path }, state(null, imported)],
    },
  ];
  if (row.state === 'approved' || row.state === 'published')
    steps.push({ action: 'approve', changes: [state('ready', 'approved')] });
  if (row.state === 'rejected')
    steps.push({
      action: 'reject',
      changes: [
        state('ready', 'rejected'),
        { field: 'rejectReason', before: null, after: row.rejectReason ?? null },
      ],
    });
  if (row.state === 'published')
    steps.push({
      action: 'publish',
      changes: [state('approved', 'published'), { field: 'video', before: null, after: videoSlug }],
    });
  const last = (row.stateSince ?? new Date()).getTime();
  return steps.map((step, i) => ({
    ...step,
    at: new Date(last - (steps.length - 1 - i) * 3_600_000),
  }));
}
