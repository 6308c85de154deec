import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/deps';
import { redactingLogger } from '../../platform/logSafety';
import { drainOutbox } from './outbox';
import { type MailSender, senderFor } from './sender';

export interface MailWorker {
  /** Drains until nothing is due (at most a few batches); the timer calls it too. */
  drainNow(): Promise<void>;
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * The outbox's drain loop, started with the server (main.ts, the storefront's embedded API):
 * every `config.mail.drainIntervalMs` it delivers the due mails. Several instances may run it at
 * once; the claim (`FOR UPDATE SKIP LOCKED`) keeps them apart. Drains never overlap in one process.
 */
export function startMailWorker(options: {
  db: Database;
  config: Pick<Config, 'mail'>;
  log: Pick<Logger, 'info' | 'warn'>;
  sender?: MailSender;
  now?: () => number;
}): MailWorker {
  const sender = options.sender ?? senderFor(options.config);
  // Through the redaction of decision 058: a failed drain's error may carry the SQL's values.
  const log = redactingLogger({ ...options.log, error: options.log.warn });
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  let stopped = false;

  const drain = async () => {
    for (let round = 0; round < 5 && !stopped; round++) {
      const result = await drainOutbox(options.db, sender, { nowMs: now() });
      if (result.sent + result.retrying + result.failed > 0)
        log.info('mail outbox drained', { ...result, transport: sender.name });
      if (result.retrying + result.failed > 0 || result.sent < 20) break;
    }
  };
  const drainNow = () => {
    running ??= drain()
      .catch((error: unknown) => log.warn('mail outbox drain failed', { error }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void drainNow(), options.config.mail.drainIntervalMs);
  timer.unref();
  void drainNow();
  return {
    drainNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
