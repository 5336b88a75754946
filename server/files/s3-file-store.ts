import { AwsClient } from 'aws4fetch';
import { assertStoreKey, type FileStore, type StoredObject } from './file-store';
import type { SignedMethod } from './url-signer';

/** How to reach an S3-compatible bucket (FILES_S3_URL, FILES_S3_BUCKET, FILES_S3_KEY, FILES_S3_SECRET, FILES_S3_REGION). */
export type S3Settings = { url: string; bucket: string; accessKeyId: string; secretAccessKey: string; region?: string };

const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');
const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');
/** The most a presigned S3 URL may live (S3's own limit is a week). */
const maxPresignSeconds = 7 * 24 * 3600 - 1;

/**
 * An S3-compatible bucket through aws4fetch (SigV4, path-style URLs, so MinIO, s3rver and AWS all work). Puts are
 * single requests: S3 stores an object whole or not at all. `now` dates the presigned URLs.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(
    settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region ?? 'us-east-1',
      retries: 2,
    });
    this.base = `${settings.url.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  private urlOf(key: string): string {
    assertStoreKey(key);
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const response = await this.client.fetch(url, init);
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 ${init.method ?? 'GET'} ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    return response;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.send(this.urlOf(key), { method: 'PUT', body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as BodyInit, headers: { 'content-type': contentType } });
  }

  async head(key: string): Promise<StoredObject | null> {
    const response = await this.send(this.urlOf(key), { method: 'HEAD' });
    if (response.status === 404) return null;
    return { key, size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') ?? '' };
  }

  async get(key: string): Promise<(StoredObject & { bytes: Buffer }) | null> {
    const response = await this.send(this.urlOf(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return { key, size: bytes.length, contentType: response.headers.get('content-type') ?? '', bytes };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send(this.urlOf(key), { method: 'DELETE' });
    await response.body?.cancel();
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
      const xml = await (await this.send(`${this.base}?${query}`, { method: 'GET' })).text();
      for (const [, body = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1] ?? '');
        found.push({ key, size: Number(/<Size>(\d+)<\/Size>/.exec(body)?.[1] ?? 0), contentType: '' });
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? xmlText(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async signedUrl(method: SignedMethod, key: string, expiresAt: Date): Promise<string> {
    // Dated so that date + X-Amz-Expires is the expiry asked for (a past one gives a URL S3 already refuses).
    const wanted = Math.ceil((expiresAt.getTime() - this.now().getTime()) / 1000);
    const seconds = Math.max(1, Math.min(maxPresignSeconds, wanted));
    const now = wanted >= 1 ? this.now() : new Date(expiresAt.getTime() - 1000);
    const url = new URL(this.urlOf(key));
    url.searchParams.set('X-Amz-Expires', String(seconds));
    const signed = await this.client.sign(url.toString(), { method, aws: { signQuery: true, datetime: amzDate(now) } });
    return signed.url;
  }
}
