import { type ContactRequest, contract, type ReportRequest } from '@reelcart/contract/store';
import type { Context, Hono } from 'hono';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { clientAddress } from '../../platform/http/clientAddress';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { admitByAddress, createRateLimiter } from '../../platform/limits/rateLimit';
import { contactMessages, contentReports } from '../schema';

/** Stored messages allowed per client address and form, per window (not spec numbers). */
export const SUPPORT_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
const TOO_MANY = 'Too many messages from this address. Try again later.';

/** `POST /api/contact` and `POST /api/report`: validated by the contract, stored, rate-limited. */
export function supportRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const contactLimiter = createRateLimiter({ db: deps.db, name: 'contact', ...SUPPORT_RATE_LIMIT });
  const reportLimiter = createRateLimiter({ db: deps.db, name: 'report', ...SUPPORT_RATE_LIMIT });

  const storeContact = async ({ c, body }: { c: Context<AppEnv>; body: ContactRequest }) => {
    const [row] = await deps.db
      .insert(contactMessages)
      .values({ id: newId('msg'), ...body, clientAddress: clientAddress(c) })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    deps.log.info('contact message stored', { id: row?.id });
    return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
  };
  mount(app, deps, contract.contact, storeContact, {
    before: admitByAddress(contactLimiter, TOO_MANY),
  });

  const storeReport = async ({ c, body }: { c: Context<AppEnv>; body: ReportRequest }) => {
    const [row] = await deps.db
      .insert(contentReports)
      .values({
        id: newId('rpt'),
        url: body.url,
        reason: body.reason,
        details: body.details,
        email: body.email ?? null,
        clientAddress: clientAddress(c),
      })
      .returning({ id: contentReports.id, createdAt: contentReports.createdAt });
    deps.log.info('content report stored', { id: row?.id, reason: body.reason });
    return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
  };
  mount(app, deps, contract.report, storeReport, {
    before: admitByAddress(reportLimiter, TOO_MANY),
  });
}
