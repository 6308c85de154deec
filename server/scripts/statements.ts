/**
 * Month-end royalty statements: finalises every studio's statement of a month that has ended
 * (default: the previous UTC month). Idempotent — statements already final are left unchanged.
 *   npm run statements -w server                 # last month
 *   npm run statements -w server -- 2026-10      # a given month
 * Reads the same environment as the server (DATABASE_URL or DATA_DIR).
 */

import { finalizeMonth } from '../src/modules/reports/statements';
import { openSeededDatabase } from '../src/modules/startup';
import { loadConfig } from '../src/platform/config';

const now = new Date();
const arg = process.argv[2];
const month =
  arg ??
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
if (!/^\d{4}-\d{2}$/.test(month)) {
  console.error(`usage: statements [YYYY-MM] (got ${month})`);
  process.exit(2);
}
const opened = await openSeededDatabase(loadConfig(process.env));
try {
  const done = await finalizeMonth(opened.db, month, now);
  console.log(
    `${month}: ${done.length} statement(s) finalised${done.length ? `: ${done.join(', ')}` : ''}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened.close();
}
