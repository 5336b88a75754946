// The admin API as the CLI calls it: PORTAL_URL, PORTAL_API_KEY and the tenant's id, found by the portal's host.
import { tenantCliMessages as m } from '../../domain/messages/tenant-cli';
import { CliError } from './cli-error';

export type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

/** Network errors by their code, in words an admin reads. */
const reasons: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada',
  ENOTFOUND: 'endereço não encontrado',
  EAI_AGAIN: 'falha ao resolver o endereço',
  ETIMEDOUT: 'tempo esgotado',
  ECONNRESET: 'conexão interrompida',
  CERT_HAS_EXPIRED: 'certificado expirado',
};

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  return (code && reasons[code]) ?? code ?? cause?.message ?? String(error);
}

export class PortalClient {
  private tenant: string | undefined;

  private constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
    tenant: string | undefined,
  ) {
    this.tenant = tenant;
  }

  /** From PORTAL_URL, PORTAL_API_KEY and (optional) PORTAL_TENANT; a clear message when one is missing. */
  static fromEnvironment(env: NodeJS.ProcessEnv): PortalClient {
    const url = env.PORTAL_URL?.trim();
    if (!url) throw new CliError(m.missingUrl, 2);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new CliError(m.invalidUrl(url), 2);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new CliError(m.invalidUrl(url), 2);
    const apiKey = env.PORTAL_API_KEY?.trim();
    if (!apiKey) throw new CliError(m.missingKey, 2);
    return new PortalClient(parsed.origin + parsed.pathname.replace(/\/+$/, ''), apiKey, env.PORTAL_TENANT?.trim() || undefined);
  }

  /** Where editors find the schema of the config (published by the server). */
  get schemaUrl(): string {
    return `${this.baseUrl}/schemas/tenant-config.schema.json`;
  }

  async send(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (error) {
      throw new CliError(m.unreachable(this.baseUrl, networkReason(error)));
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CliError(m.notJson(response.status));
    }
    if (!body || typeof body !== 'object') throw new CliError(m.notJson(response.status));
    return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
  }

  /** A reply's data, or the server's pt-BR reason as the error. */
  static dataOf<T>(reply: Reply): T {
    if (reply.status < 300 && reply.body.status === 'success') return reply.body.data as T;
    throw new CliError(m.serverError(reply.status, String(reply.body.message ?? reply.body.error ?? '')));
  }

  /** The tenant's id: PORTAL_TENANT, or the `id` of the config the portal serves for its host. */
  async tenantId(): Promise<string> {
    if (this.tenant) return this.tenant;
    const hostname = new URL(this.baseUrl).hostname;
    const reply = await this.send('GET', `/cache/${encodeURIComponent(hostname)}.json`);
    const id = reply.body.id;
    if (reply.status !== 200 || typeof id !== 'string') throw new CliError(m.noTenant(this.baseUrl, String(reply.body.message ?? '')));
    this.tenant = id;
    return id;
  }

  /** A path under the tenant's admin API: /pro-admin/v1/session/app/{id}/... */
  async adminPath(rest: string): Promise<string> {
    return `/pro-admin/v1/session/app/${encodeURIComponent(await this.tenantId())}/${rest}`;
  }
}
