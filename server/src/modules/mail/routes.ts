import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminMailService } from './service';

/**
 * The mail outbox's viewer (decision 046): the list and a mail's text. The text is shown while
 * mail goes to the development sender or outside production; with SMTP in production only the
 * status is (the texts hold one-time links meant for their recipients).
 */
export function adminMailRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminMailService(deps);
  mount(app, deps, contract.adminListMail, service.adminListMail);
  mount(app, deps, contract.adminGetMail, service.adminGetMail);
  mount(app, deps, contract.adminRetryMail, service.adminRetryMail);
}
