import { contract } from '@reelcart/contract/admin';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { toAuditEntry, withLabels } from '../audit';
import { likePattern } from '../catalogue';
import { WAITING_STATES } from '../intake';
import { openQueueCount } from '../moderation';
import { formatOrderNumber } from '../orders';
import {
  actresses,
  affiliatePayouts,
  auditLog,
  categories,
  contactMessages,
  intakeItems,
  orders,
  series,
  studios,
  users,
  videos,
} from '../schema';

/** The back office's dashboard, audit log, search and options, without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminOverviewService(deps: Deps) {
  const { db } = deps;
  return {
    adminDashboard: handles(contract.adminDashboard, async () => {
      const now = new Date();
      const dayStart = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const dayKey = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [byDay, [reports], [messages], [payouts], [intake], activity] = await Promise.all([
        db
          .select({
            date: dayKey,
            revenueCents: sql<number>`sum(${orders.totalCents})::int`,
            orders: sql<number>`count(*)::int`,
          })
          .from(orders)
          .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, monthStart)))
          .groupBy(dayKey),
        openQueueCount(db).then((open) => [{ n: open.reports + open.messages }]),
        db
          .select({ n: count() })
          .from(contactMessages)
          .where(gte(contactMessages.createdAt, new Date(now.getTime() - 7 * 86_400_000))),
        db.select({ n: count() }).from(affiliatePayouts).where(eq(affiliatePayouts.status, 'open')),
        db
          .select({ n: count() })
          .from(intakeItems)
          .where(inArray(intakeItems.state, [...WAITING_STATES])),
        db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(10),
      ]);
      const figures = new Map(byDay.map((d) => [d.date, d]));
      const days = [];
      for (let d = new Date(monthStart); d <= dayStart; d = new Date(d.getTime() + 86_400_000)) {
        const date = d.toISOString().slice(0, 10);
        const f = figures.get(date);
        days.push({ date, revenueCents: f?.revenueCents ?? 0, orders: f?.orders ?? 0 });
      }
      const today = days[days.length - 1] ?? { revenueCents: 0, orders: 0 };
      return {
        today: { revenueCents: today.revenueCents, orders: today.orders },
        month: {
          revenueCents: days.reduce((s, d) => s + d.revenueCents, 0),
          orders: days.reduce((s, d) => s + d.orders, 0),
        },
        days,
        attention: [
          {
            // The moderation queue holds content reports and contact messages (decision 047).
            key: 'reports',
            label: 'Open reports and messages',
            count: reports?.n ?? 0,
            href: '/admin/reports?status=open',
          },
          {
            key: 'messages',
            label: 'Contact messages in the last 7 days',
            count: messages?.n ?? 0,
            href: '/admin/reports?kind=contact',
          },
          {
            key: 'payouts',
            label: 'Affiliate payouts awaiting payment',
            count: payouts?.n ?? 0,
            href: null,
          },
          {
            // A store page (the queue form lives on the main host, not under /admin).
            key: 'intake',
            label: 'Studio intake items waiting',
            count: intake?.n ?? 0,
            href: '/studiosconnect',
          },
        ],
        activity: await withLabels(db, activity.map(toAuditEntry)),
      };
    }),
    adminAuditLog: handles(contract.adminAuditLog, async ({ query }) => {
      const filters: SQL[] = [];
      if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
      if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const n = total?.n ?? 0;
      return pageOf(query, await withLabels(db, rows.map(toAuditEntry)), n);
    }),
    adminSearch: handles(contract.adminSearch, async ({ query }) => {
      const pattern = likePattern(query.q);
      const digits = query.q.replace(/^RC-?/i, '');
      const orderNumber = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
      const [v, u, o, s] = await Promise.all([
        db
          .select({ slug: videos.slug, title: videos.title })
          .from(videos)
          .where(
            or(
              ilike(videos.title, pattern),
              ilike(videos.slug, pattern),
              ilike(videos.dvdId, pattern),
            ),
          )
          .orderBy(asc(videos.title))
          .limit(8),
        db
          .select({ _id: users.id, email: users.email })
          .from(users)
          .where(ilike(users.email, pattern))
          .orderBy(asc(users.email))
          .limit(8),
        orderNumber === null
          ? Promise.resolve([])
          : db
              .select({ number: orders.number, email: users.email })
              .from(orders)
              .innerJoin(users, eq(users.id, orders.userId))
              .where(eq(orders.number, orderNumber)),
        db
          .select({ _id: studios.id, slug: studios.slug, name: studios.name })
          .from(studios)
          .where(ilike(studios.name, pattern))
          .orderBy(asc(studios.name))
          .limit(8),
      ]);
      return {
        videos: v,
        users: u,
        orders: o.map((r) => ({ orderNumber: formatOrderNumber(r.number), email: r.email })),
        studios: s,
      };
    }),
    adminOptions: handles(contract.adminOptions, async () => {
      const refs = (t: typeof studios | typeof series | typeof actresses | typeof categories) =>
        db.select({ _id: t.id, slug: t.slug, name: t.name }).from(t).orderBy(asc(t.name));
      const [s, se, a, c] = await Promise.all([
        refs(studios),
        refs(series),
        refs(actresses),
        refs(categories),
      ]);
      return { studios: s, series: se, actresses: a, categories: c };
    }),
  };
}
