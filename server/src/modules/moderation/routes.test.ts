import { SupportReceipt } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { contactMessages, contentReports } from '../schema';
import { SUPPORT_RATE_LIMIT } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const contact = {
  name: 'Sam Taylor',
  email: 'sam@example.test',
  subject: 'Download question',
  message: 'How long do download links stay valid?',
};
const report = {
  url: 'https://reelcart.test/videos/secret-harbor-i-0175',
  reason: 'copyright',
  details: 'This title is distributed without a licence.',
};
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('POST /api/contact', () => {
  it('stores a valid message and answers its reference', async () => {
    const res = await server.request('POST', '/api/contact', {
      body: { ...contact, name: '  Sam Taylor  ' },
      headers: from('203.0.113.1'),
    });
    expect(res.status, res.text).toBe(200);
    const receipt = SupportReceipt.parse(res.json);
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, receipt.id));
    expect(row).toMatchObject({ ...contact, clientAddress: '203.0.113.1' });
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'not-an-address' }],
    ['subject', { subject: '   ' }],
    ['message', { message: 'short' }],
    ['message', { message: undefined }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await server.request('POST', '/api/contact', {
      body: { ...contact, ...change },
      headers: from('203.0.113.2'),
    });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
  });

  it('answers 400 naming the body for unparsable JSON', async () => {
    const res = await server.request('POST', '/api/contact', { rawBody: '{', headers: from('x') });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('body');
  });

  it('rate-limits stored messages per address (429 with Retry-After), others unaffected', async () => {
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++) {
      const ok = await server.request('POST', '/api/contact', {
        body: contact,
        headers: from('198.51.100.7'),
      });
      expect(ok.status).toBe(200);
    }
    const limited = await server.request('POST', '/api/contact', {
      body: contact,
      headers: from('198.51.100.7'),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await server.request('POST', '/api/contact', {
      body: contact,
      headers: from('198.51.100.8'),
    });
    expect(other.status).toBe(200);
  });

  it.each([
    ['/api/contact', contact],
    ['/api/report', report],
  ])(
    '%s counts invalid attempts too: the limit runs before the body is validated',
    async (path, valid) => {
      const address = path === '/api/contact' ? '198.51.100.30' : '198.51.100.31';
      // The e-mail that once took seconds to refuse (issue 29, item 1): now a quick 400 that counts.
      const slow = { ...valid, email: `a@${'.'.repeat(64_000)}@` };
      for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++) {
        const refused = await server.request('POST', path, { body: slow, headers: from(address) });
        expect(refused.status).toBe(400);
      }
      const limited = await server.request('POST', path, { body: valid, headers: from(address) });
      expect(limited.status).toBe(429);
    },
  );

  it('counts the entry the trusted hop appended, so a client cannot spoof its way past the limit', async () => {
    // The storefront (the local peer here) appends the real client; earlier entries are the
    // client's own words and change with every request.
    const spoofed = (i: number) => from(`10.0.${i}.1, 198.51.100.20`);
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++) {
      const ok = await server.request('POST', '/api/contact', {
        body: contact,
        headers: spoofed(i),
      });
      expect(ok.status).toBe(200);
    }
    const limited = await server.request('POST', '/api/contact', {
      body: contact,
      headers: spoofed(999),
    });
    expect(limited.status).toBe(429);
  });
});

describe('POST /api/report', () => {
  it('stores a valid report, open, with the optional e-mail', async () => {
    const res = await server.request('POST', '/api/report', {
      body: { ...report, url: '/videos/x', email: 'r@example.test' },
      headers: from('203.0.113.3'),
    });
    expect(res.status, res.text).toBe(200);
    const { id } = SupportReceipt.parse(res.json);
    const [row] = await server.db.select().from(contentReports).where(eq(contentReports.id, id));
    expect(row).toMatchObject({ reason: 'copyright', status: 'open', email: 'r@example.test' });
  });

  it.each([
    ['url', { url: 'javascript:alert(1)' }],
    ['reason', { reason: 'boring' }],
    ['details', { details: '' }],
    ['email', { email: 'nope' }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await server.request('POST', '/api/report', {
      body: { ...report, ...change },
      headers: from('203.0.113.4'),
    });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
  });

  it('has its own rate limit per address', async () => {
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++) {
      const ok = await server.request('POST', '/api/report', {
        body: report,
        headers: from('198.51.100.9'),
      });
      expect(ok.status).toBe(200);
    }
    const limited = await server.request('POST', '/api/report', {
      body: report,
      headers: from('198.51.100.9'),
    });
    expect(limited.status).toBe(429);
  });
});
