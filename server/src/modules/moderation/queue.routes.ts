import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminReport, itemById, listQueue } from './queue';
import { replyTo, unpublishReported, updateItem } from './queueActions';

/**
 * The moderation queue (issue 18, decision 047): content reports (`rpt_…`) and contact messages
 * (`msg_…`) in one list. Status open → in review → resolved or rejected; an assignee; append-only
 * notes; unpublish the reported video; reply by e-mail through the outbox. Edits at a version.
 */
export function adminModerationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.adminListReports, async ({ query }) => listQueue(db, query));

  mount(app, deps, contract.adminGetReport, async ({ params }) =>
    adminReport(db, await itemById(db, params.id)),
  );

  mount(app, deps, contract.adminUpdateReport, async ({ params, body, auth }) =>
    updateItem(db, auth as AccessClaims, params.id, body),
  );

  mount(app, deps, contract.adminUnpublishReported, async ({ params, body, auth }) =>
    unpublishReported(db, auth as AccessClaims, params.id, body),
  );

  mount(app, deps, contract.adminReplyReport, async ({ params, body, auth }) =>
    replyTo(db, auth as AccessClaims, params.id, body, deps.clock.now()),
  );
}
