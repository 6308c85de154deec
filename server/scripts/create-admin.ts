// The first admin of a store that seeds no account (production, decision 059):
// `npm run admin:create -w server -- owner@example.com`. Makes the account an admin (creating it
// without a password if needed) and prints a one-time link, valid 24 hours, to choose the
// password. Uses the configured database (DATABASE_URL or DATA_DIR) and PUBLIC_BASE_URL.

import { bootstrapAdmin } from '../src/modules/accounts/adminBootstrap';
import { openSeededDatabase } from '../src/modules/startup';
import { loadConfigOrExit } from '../src/platform/config';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run admin:create -w server -- <e-mail>');
  process.exit(2);
}
const config = loadConfigOrExit('admin');
const database = await openSeededDatabase(config);
try {
  const made = await bootstrapAdmin({ db: database.db, config }, email, Date.now());
  console.log(
    `[admin] ${email} is an admin${made.created ? ' (new account)' : ''}. Choose its password with this one-time link before ${made.expiresAt}:\n${made.link}`,
  );
} finally {
  await database.close();
}
