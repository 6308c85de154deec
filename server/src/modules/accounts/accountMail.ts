import type { Config } from '../../platform/config';
import { enqueueMail, type MailExecutor } from '../mail';

/**
 * Someone tried to sign up with the e-mail of an existing account (decision 060): the owner
 * hears of it, at most once a day, and the caller's answer names no account. Nothing changes.
 */
export async function noteSignUpAttempt(
  db: MailExecutor,
  config: Pick<Config, 'publicBaseUrl'>,
  user: { id: string; email: string },
  nowMs: number,
): Promise<void> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  await enqueueMail(
    db,
    {
      kind: 'signup_attempt',
      to: user.email,
      subject: 'Someone tried to sign up with your address',
      text: `Someone tried to create a Reelcart account with this address on ${day}.\n\nIf it was you: you already have an account. Log in at ${config.publicBaseUrl}/login (or continue with Google there).\n\nIf it was not you, you can ignore this mail: nothing was changed.`,
      dedupeKey: `signup_attempt:${user.id}:${day}`,
    },
    nowMs,
  );
}
