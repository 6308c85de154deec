import type { orders } from './tables';

export type OrderRow = typeof orders.$inferSelect;

/** An order's number as people read it: RC-000042. */
export const formatOrderNumber = (n: number) => `RC-${String(n).padStart(6, '0')}`;
