// Drains the mail outbox once (decision 046): `npm run mail:drain -w server`. The server drains
// it every few seconds anyway; this is for a cron, a one-off after SMTP was down, or a check.
// Uses the configured sender (SMTP_URL, else the development viewer) and database.

import { drainOutbox } from '../src/modules/mail/outbox';
import { senderFor } from '../src/modules/mail/sender';
import { openSeededDatabase } from '../src/modules/startup';
import { loadConfigOrExit } from '../src/platform/config';

const config = loadConfigOrExit('mail');
const database = await openSeededDatabase(config);
try {
  const sender = senderFor(config);
  const total = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const result = await drainOutbox(database.db, sender, { nowMs: Date.now() });
    total.sent += result.sent;
    total.retrying += result.retrying;
    total.failed += result.failed;
    if (result.sent + result.retrying + result.failed === 0 || result.retrying + result.failed > 0)
      break;
  }
  console.log(
    `[mail] via ${sender.name}: ${total.sent} sent, ${total.retrying} to retry, ${total.failed} failed`,
  );
} finally {
  await database.close();
}
