import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedMethod = 'GET' | 'PUT';

/** What a signed file URL carries in its query: the expiry (epoch seconds), the signature and optional metadata. */
export type SignedQuery = { expires: string; signature: string; meta?: string };

/**
 * HMAC-SHA256 over method, store key, expiry and metadata (the upload's name, module and item), so a URL opens
 * one file for one method until it expires and none of its parts can be changed.
 */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  private mac(method: SignedMethod, key: string, expires: string, meta: string): Buffer {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}\n${meta}`).digest();
  }

  sign(method: SignedMethod, key: string, expiresAt: Date, meta = ''): SignedQuery {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const signature = this.mac(method, key, expires, meta).toString('base64url');
    return meta ? { expires, signature, meta } : { expires, signature };
  }

  /** 'ok', 'expired' (a good signature past its time) or 'forged' (anything else). Compared in constant time. */
  verify(method: SignedMethod, key: string, query: Partial<SignedQuery>, now: Date): 'ok' | 'expired' | 'forged' {
    const { expires, signature, meta = '' } = query;
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'forged';
    // Compared as text: base64url decoding would accept other spellings of the same bytes.
    const expected = Buffer.from(this.mac(method, key, expires, meta).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
  }
}
