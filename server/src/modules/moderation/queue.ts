import { count, eq } from 'drizzle-orm';
import type { Executor } from '../cart';
import { contactMessages, contentReports } from '../schema';

/** Open items of the queue (content reports and contact messages), for the dashboard. */
export async function openQueueCount(db: Executor): Promise<{ reports: number; messages: number }> {
  const [[reports], [messages]] = await Promise.all([
    db.select({ n: count() }).from(contentReports).where(eq(contentReports.status, 'open')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'open')),
  ]);
  return { reports: reports?.n ?? 0, messages: messages?.n ?? 0 };
}
