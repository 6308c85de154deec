// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withForwardedFor } from './forwarded';

const forwarded = (request: Request) => request.headers.get('x-forwarded-for');

describe('withForwardedFor', () => {
  it('appends the remote peer after whatever the client sent', () => {
    const spoofed = new Request('http://shop.test/api/contact', {
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(forwarded(withForwardedFor(spoofed, '203.0.113.5'))).toBe('10.0.0.1, 203.0.113.5');
    const plain = new Request('http://shop.test/videos');
    expect(forwarded(withForwardedFor(plain, '203.0.113.5'))).toBe('203.0.113.5');
  });

  it('leaves requests from a local hop or without a socket as they are', () => {
    const request = new Request('http://shop.test/api/contact', {
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(withForwardedFor(request, '127.0.0.1')).toBe(request);
    expect(withForwardedFor(request, '::1')).toBe(request);
    expect(withForwardedFor(request, undefined)).toBe(request);
  });

  it('keeps the method and body of a POST', async () => {
    const request = new Request('http://shop.test/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'Sam' }),
      headers: { 'content-type': 'application/json' },
    });
    const passed = withForwardedFor(request, '203.0.113.5');
    expect(passed.method).toBe('POST');
    expect(await passed.json()).toEqual({ name: 'Sam' });
  });
});
