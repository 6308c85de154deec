import { contract } from '@reelcart/sdk/contract';
import type { Context, Hono } from 'hono';
import { newId } from '../auth/tokens';
import { contactMessages, contentReports } from '../db/schema';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv, Deps } from '../http/context';
import { ApiError } from '../http/errors';
import { createRateLimiter, type RateLimiter } from '../http/rateLimit';
import { mount } from '../http/route';

/** Stored messages allowed per client address and form, per window (not spec numbers). */
export const SUPPORT_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** Counts the message against the client address's window (shared by every instance). */
async function admit(c: Context<AppEnv>, limiter: RateLimiter): Promise<string> {
  const address = clientAddress(c);
  const limit = await limiter.attempt(address);
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfterSeconds));
    throw new ApiError(429, 'Too many messages from this address. Try again later.', {
      code: 'RATE_LIMITED',
    });
  }
  return address;
}

/** `POST /api/contact` and `POST /api/report`: validated by the contract, stored, rate-limited. */
export function supportRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const contactLimiter = createRateLimiter({ db: deps.db, name: 'contact', ...SUPPORT_RATE_LIMIT });
  const reportLimiter = createRateLimiter({ db: deps.db, name: 'report', ...SUPPORT_RATE_LIMIT });

  mount(app, deps, contract.contact, async ({ c, body }) => {
    const address = await admit(c, contactLimiter);
    const [row] = await deps.db
      .insert(contactMessages)
      .values({ id: newId('msg'), ...body, clientAddress: address })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    deps.log.info('contact message stored', { id: row?.id });
    return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
  });

  mount(app, deps, contract.report, async ({ c, body }) => {
    const address = await admit(c, reportLimiter);
    const [row] = await deps.db
      .insert(contentReports)
      .values({
        id: newId('rpt'),
        url: body.url,
        reason: body.reason,
        details: body.details,
        email: body.email ?? null,
        clientAddress: address,
      })
      .returning({ id: contentReports.id, createdAt: contentReports.createdAt });
    deps.log.info('content report stored', { id: row?.id, reason: body.reason });
    return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
  });
}
