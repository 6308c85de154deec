import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Payment details at rest (decision 024): AES-256-GCM with a key derived (SHA-256) from the
 * configured secret; a fresh 12-byte IV per value; stored as `v1.iv.tag.ciphertext` (base64url).
 */
const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

export function encryptDetails(secret: string, details: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptDetails(secret: string, stored: string): unknown {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
