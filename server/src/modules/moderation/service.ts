import { contract } from '@reelcart/contract/store';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { contactMessages, contentReports } from '../schema';

/** The calls `supportRoutes` mounts (routes.ts), without HTTP: each is given the client's address. */
export function supportService(deps: Deps) {
  const storeContact = (clientAddress: string) =>
    handles(contract.contact, async ({ body }) => {
      const [row] = await deps.db
        .insert(contactMessages)
        .values({ id: newId('msg'), ...body, clientAddress })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      deps.log.info('contact message stored', { id: row?.id });
      return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
    });
  const storeReport = (clientAddress: string) =>
    handles(contract.report, async ({ body }) => {
      const [row] = await deps.db
        .insert(contentReports)
        .values({
          id: newId('rpt'),
          url: body.url,
          reason: body.reason,
          details: body.details,
          email: body.email ?? null,
          clientAddress,
        })
        .returning({ id: contentReports.id, createdAt: contentReports.createdAt });
      deps.log.info('content report stored', { id: row?.id, reason: body.reason });
      return { id: row?.id ?? '', receivedAt: (row?.createdAt ?? new Date()).toISOString() };
    });
  return { contact: storeContact, report: storeReport };
}
