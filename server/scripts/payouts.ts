// The twice-monthly payout run (issue 15, decision 023): `npm run payouts -w server`.
// Runs the payout of the latest 1st/16th (or `--run YYYY-MM-DD`) against the configured database
// (DATABASE_URL, else PGlite in DATA_DIR). Idempotent: running it again pays nothing twice.
// Schedule it on the 1st and the 16th, e.g. cron `5 0 1,16 * *`.

import { runPayouts } from '../src/modules/affiliate/payouts';
import { openSeededDatabase } from '../src/modules/startup';
import { loadConfigOrExit } from '../src/platform/config';

const arg = process.argv.indexOf('--run');
const runKey = arg >= 0 ? process.argv[arg + 1] : undefined;
if (runKey !== undefined && !/^\d{4}-\d{2}-(01|16)$/.test(runKey)) {
  console.error('usage: npm run payouts -w server [-- --run YYYY-MM-01|YYYY-MM-16]');
  process.exit(2);
}
const config = loadConfigOrExit('payouts');
const database = await openSeededDatabase(config);
try {
  const result = await runPayouts(database.db, { runKey });
  console.log(
    `[payouts] run ${result.runKey}: ${result.created} payout(s), ${(result.totalCents / 100).toFixed(2)} USD; ${result.skippedBelowMinimum} affiliate(s) below their minimum`,
  );
} finally {
  await database.close();
}
