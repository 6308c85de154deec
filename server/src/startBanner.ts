import { SEED_USERS } from './modules/seed';
import { type Config, DEV_PAYOUT_DETAILS_KEY, IN_MEMORY } from './platform/config';

const RULE = '─'.repeat(78);

/**
 * What a start outside production says plainly (issue 29, decision 059): this is a local demo,
 * with seeded accounts whose passwords are published and development keys, mail that goes to the
 * outbox viewer instead of out, and what production needs instead. Nothing in production.
 */
export function startBanner(config: Config): string[] {
  if (config.env === 'production') return [];
  const lines = [RULE, ' Reelcart — LOCAL DEMO, not for production.'];
  if (config.seed && config.seedDemoPasswords) {
    const accounts = SEED_USERS.filter((u) => u.role !== 'user' || u.id === 'usr_shopper')
      .map((u) => `${u.email} / ${u.password}`)
      .join(' · ');
    lines.push(
      ' • Seeded accounts with published passwords (all in server/README.md):',
      `   ${accounts}`,
    );
  }
  const keys: string[] = [];
  if (config.jwtSecretGenerated) {
    keys.push(
      config.dataDir === IN_MEMORY
        ? 'a JWT secret generated for this run'
        : `a generated JWT secret (${config.dataDir}/jwt-secret)`,
    );
  }
  if (config.payoutDetailsKey === DEV_PAYOUT_DETAILS_KEY) {
    keys.push('payout details encrypted with the published development key');
  }
  if (keys.length > 0) lines.push(` • Development keys: ${keys.join('; ')}.`);
  lines.push(
    config.mail.smtpUrl
      ? ' • Mail goes out through SMTP_URL.'
      : ` • Mail is not sent: e-mail verification and password-reset links wait at ${config.publicBaseUrl}/admin/mail (sign in as the admin); they are never logged.`,
    ' • Production: NODE_ENV=production (with `npm start`: API_ENV=production) needs JWT_SECRET,',
    '   PAYOUT_DETAILS_KEY and SMTP_URL, and seeds no account (docs/decisions/059).',
    RULE,
  );
  return lines;
}
