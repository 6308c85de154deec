import { describe, expect, it } from 'vitest';
import { presignGetUrl, uriEncode } from './sigv4';

describe('SigV4 presigned GET', () => {
  it("matches AWS's published example (sigv4-query-string-auth: examplebucket/test.txt)", () => {
    const url = presignGetUrl({
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresIn: 86400,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('encodes as RFC 3986 wants, keeping slashes only in paths', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('media/vid 1/HD.mp4', true)).toBe('media/vid%201/HD.mp4');
  });

  it('signs extra query parameters in sorted order', () => {
    const url = new URL(
      presignGetUrl({
        url: 'http://127.0.0.1:9000/bucket/media/vid_0001/HD.mp4',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        expiresIn: 60,
        date: new Date('2026-01-01T00:00:00Z'),
        query: { 'response-content-disposition': 'attachment; filename="a.mp4"' },
      }),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="a.mp4"',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([...url.searchParams.keys()][0]).toBe('X-Amz-Algorithm');
  });
});
