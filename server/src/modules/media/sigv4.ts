import { createHash, createHmac } from 'node:crypto';

/**
 * A presigned GET URL by AWS Signature Version 4 in the query string ("Authenticating Requests:
 * Using Query Parameters", docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html).
 * Works with any S3-compatible store (AWS, MinIO, R2, ...). Unit-tested against AWS's published
 * example (sigv4.test.ts).
 */
export interface PresignInput {
  /** The object's URL without a query, e.g. https://examplebucket.s3.amazonaws.com/test.txt */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Seconds the URL stays valid (1 to 604800). */
  expiresIn: number;
  date: Date;
  /** Extra query parameters, signed too (e.g. response-content-disposition). */
  query?: Record<string, string>;
  service?: string;
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export const uriEncode = (value: string, keepSlash = false) =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) return ch;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data, 'utf8').digest();

export function presignGetUrl(input: PresignInput): string {
  const service = input.service ?? 's3';
  const url = new URL(input.url);
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const params: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(input.expiresIn),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(params)
    .map((k) => [uriEncode(k), uriEncode(params[k] ?? '')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // The path as the object's key, each segment encoded once (the URL parser's form decoded first).
  const canonicalUri = uriEncode(decodeURIComponent(url.pathname), true);
  const canonicalRequest = [
    'GET',
    canonicalUri,
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, day);
  const kRegion = hmac(kDate, input.region);
  const kService = hmac(kRegion, service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return `${url.origin}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
