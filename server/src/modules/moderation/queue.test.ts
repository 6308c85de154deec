import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { mailOutbox } from '../schema';
import { videoSlugOf } from './queue';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const as = (token: string | null) => ({
  get: (path: string) => server.request('GET', path, { token }),
  post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
  put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
});
type Row = { id: string; kind: string; status: string; assignee: { id: string } | null };
const ids = (json: Record<string, unknown>) => (json.items as Row[]).map((r) => r.id);

async function firstPublishedSlug(): Promise<string> {
  const res = await server.request('GET', '/api/videos?limit=1');
  const items = (res.json.items ?? res.json.videos) as { slug: string }[];
  return items[0]?.slug ?? 'missing';
}

describe('admin reports: the queue', () => {
  it('lists reports and contact messages with filters and counts per status', async () => {
    const all = await as(admin).get('/api/admin/reports');
    expect(all.status, all.text).toBe(200);
    expect(all.json.counts).toEqual({ open: 4, in_review: 3, resolved: 2, rejected: 2 });
    expect(all.json.total).toBe(11);
    const open = await as(admin).get('/api/admin/reports?status=open');
    expect(ids(open.json)).toEqual(['msg_seed_01', 'rpt_seed_01', 'rpt_seed_02', 'rpt_seed_03']);
    const contact = await as(admin).get('/api/admin/reports?kind=contact&status=in_review');
    expect(ids(contact.json)).toEqual(['msg_seed_02']);
    const mine = await as(admin).get('/api/admin/reports?assignee=usr_admin&kind=report');
    expect(ids(mine.json).sort()).toEqual(['rpt_seed_04', 'rpt_seed_05', 'rpt_seed_06']);
    const none = await as(admin).get('/api/admin/reports?assignee=none&status=rejected');
    expect(ids(none.json).sort()).toEqual(['msg_seed_04', 'rpt_seed_07']);
    const search = await as(admin).get('/api/admin/reports?q=BILLING');
    expect(ids(search.json)).toEqual(['msg_seed_02']);
    expect((await as(admin).get('/api/admin/reports?status=closed')).status).toBe(400);
    const manager = (await server.sessionOf('manager')).token;
    expect((await as(manager).get('/api/admin/reports')).status).toBe(403);
  });

  it('counts open items on the dashboard and links to the queue', async () => {
    const res = await as(admin).get('/api/admin/dashboard');
    const item = (res.json.attention as { key: string; count: number; href: string }[]).find(
      (a) => a.key === 'reports',
    );
    expect(item).toMatchObject({ href: '/admin/reports?status=open' });
    expect(item?.count).toBeGreaterThanOrEqual(4);
  });

  it('sets status and assignee at a version, appends notes, and needs a note to resolve', async () => {
    const detail = await as(admin).get('/api/admin/reports/rpt_seed_03');
    expect(detail.json).toMatchObject({ status: 'open', version: 1, video: null });
    expect(detail.json.unpublishBlocked).toMatch(/not a video page/);
    const noNote = await as(admin).put('/api/admin/reports/rpt_seed_03', {
      status: 'resolved',
      assigneeId: null,
      version: 1,
    });
    expect(noNote.status).toBe(400);
    expect(noNote.json.field).toBe('note');
    const notAdmin = await as(admin).put('/api/admin/reports/rpt_seed_03', {
      status: 'in_review',
      assigneeId: 'usr_shopper',
      version: 1,
    });
    expect(notAdmin.json.field).toBe('assigneeId');
    const taken = await as(admin).put('/api/admin/reports/rpt_seed_03', {
      status: 'in_review',
      assigneeId: 'usr_admin',
      note: 'Taking this one.',
      version: 1,
    });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json).toMatchObject({
      status: 'in_review',
      version: 2,
      assignee: { id: 'usr_admin' },
      notes: 1,
    });
    const stale = await as(admin).put('/api/admin/reports/rpt_seed_03', {
      status: 'rejected',
      assigneeId: null,
      note: 'Old tab.',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('STALE_VERSION');
    const rejected = await as(admin).put('/api/admin/reports/rpt_seed_03', {
      status: 'rejected',
      assigneeId: 'usr_admin',
      note: 'Nothing wrong with the page.',
      version: 2,
    });
    expect((rejected.json.notesList as { text: string }[]).map((n) => n.text)).toEqual([
      'Taking this one.',
      'Nothing wrong with the page.',
    ]);
    expect((rejected.json.history as unknown[])[0]).toMatchObject({
      action: 'update',
      entityType: 'report',
    });
  });

  it('unpublishes the reported video: it leaves the catalogue, the report is resolved, both audited', async () => {
    const slug = await firstPublishedSlug();
    expect((await server.request('GET', `/api/videos/${slug}`)).status).toBe(200);
    const filed = await server.request('POST', '/api/report', {
      body: {
        url: `http://localhost/videos/${slug}`,
        reason: 'copyright',
        details: 'Not theirs to sell.',
      },
    });
    const id = filed.json.id as string;
    const detail = await as(admin).get(`/api/admin/reports/${id}`);
    expect(detail.json).toMatchObject({ video: { slug, published: true }, unpublishBlocked: null });
    expect(detail.json.replyBlocked).toMatch(/no e-mail/);
    const done = await as(admin).post(`/api/admin/reports/${id}/unpublish`, {
      note: 'Confirmed with the studio.',
      version: 1,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ status: 'resolved', video: { slug, published: false } });
    expect(done.json.unpublishBlocked).toMatch(/already unpublished/);
    expect((await server.request('GET', `/api/videos/${slug}`)).status).toBe(404);
    const audit = await as(admin).get(
      `/api/admin/audit?entityType=video&entityId=${(done.json.video as { _id: string })._id}`,
    );
    expect((audit.json.items as { action: string }[])[0]?.action).toBe('unpublish');
    const again = await as(admin).post(`/api/admin/reports/${id}/unpublish`, {
      note: 'Twice.',
      version: done.json.version,
    });
    expect(again.status).toBe(409);
    // Contact messages name no video.
    const msg = await as(admin).post('/api/admin/reports/msg_seed_01/unpublish', {
      note: 'x',
      version: 1,
    });
    expect(msg.json.code).toBe('CANNOT_UNPUBLISH');
  });

  it('replies by e-mail through the outbox, only when the sender gave an address', async () => {
    const noEmail = await as(admin).post('/api/admin/reports/rpt_seed_02/reply', {
      subject: 'Hi',
      text: 'Hello',
      version: 1,
    });
    expect(noEmail.status).toBe(409);
    expect(noEmail.json.code).toBe('NO_EMAIL');
    const sent = await as(admin).post('/api/admin/reports/rpt_seed_01/reply', {
      subject: 'About your report',
      text: 'We are looking into it.',
      version: 1,
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ status: 'in_review', version: 2 });
    expect(sent.json.replies).toHaveLength(1);
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, (sent.json.replies as { id: string }[])[0]?.id ?? ''));
    expect(mail).toMatchObject({
      kind: 'report_reply',
      to: 'rights@example.test',
      status: 'queued',
      text: 'We are looking into it.',
    });
    const listed = await as(admin).get('/api/admin/mail?kind=report_reply&q=rights%40');
    expect((listed.json.items as { id: string }[]).map((m) => m.id)).toEqual([mail?.id]);
    const viewed = await as(admin).get(`/api/admin/mail/${mail?.id}`);
    expect(viewed.json).toMatchObject({ text: 'We are looking into it.', textHidden: false });
  });

  it('retries only failed mails', async () => {
    const retried = await as(admin).post('/api/admin/mail/mail_seed_03/retry', {});
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await as(admin).post('/api/admin/mail/mail_seed_03/retry', {})).status).toBe(409);
  });
});

describe('mails routed through the outbox', () => {
  it('queues the verification mail of a new account, and the reset link an admin e-mails', async () => {
    const shopper = await server.newShopper();
    const verification = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, shopper.user.email));
    expect(verification.map((m) => m.kind)).toEqual(['verification']);
    expect(verification[0]?.text).toContain('/verify-email?token=');

    const shown = await as(admin).post(`/api/admin/users/${shopper.user.id}/password-reset`, {});
    expect(shown.json.emailedTo).toBeNull();
    const mailed = await as(admin).post(`/api/admin/users/${shopper.user.id}/password-reset`, {
      email: true,
    });
    expect(mailed.status, mailed.text).toBe(200);
    expect(mailed.json.emailedTo).toBe(shopper.user.email);
    const resets = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.user.email), eq(mailOutbox.kind, 'password_reset')));
    expect(resets).toHaveLength(1);
    // The link shown once to the admin is the one in the mail.
    expect(resets[0]?.text).toContain(mailed.json.link as string);
  });
});

describe('videoSlugOf', () => {
  it('reads /videos/{slug} from a path or an address, nothing else', () => {
    expect(videoSlugOf('/videos/quiet-harbor-0001')).toBe('quiet-harbor-0001');
    expect(videoSlugOf('https://shop.example/videos/Quiet-0001/?x=1')).toBe('quiet-0001');
    expect(videoSlugOf('/videos')).toBeNull();
    expect(videoSlugOf('/videos/a/b')).toBeNull();
    expect(videoSlugOf('/about')).toBeNull();
  });
});
