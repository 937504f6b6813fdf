import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A key of its own for each use, derived from the JWT secret so there is one secret to keep. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kindred', purpose, 32));
}

export const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
