import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A bigint sum read and written as a JS number (sums of cents and counts stay far below 2^53). */
export const sumColumn = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
