import path from 'node:path';

/** Process configuration, from the environment (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: the longest wait for a connection or a statement before 503 (DATABASE_TIMEOUT_MS, default 5000). */
  databaseTimeoutMs?: number;
  smtpUrl?: string;
  trustProxy: boolean;
  production: boolean;
  portalDir: string;
  /** Port written into mail links outside production (PUBLIC_PORT, else PORT). */
  publicPort: number;
  /** How long a registration link lives (REGISTER_LINK_HOURS, default 48). */
  registerLinkHours: number;
  /** How long a password-reset link lives (RESET_LINK_MINUTES, default 60). */
  resetLinkMinutes: number;
  /** Multiplies every rate limit's allowance (RATE_LIMIT_FACTOR, default 1; e.g. many users behind one NAT). */
  rateLimitFactor: number;
  /** After SIGTERM, the longest wait for requests being worked on before the process exits 1 (SHUTDOWN_TIMEOUT_MS, default 10000). */
  shutdownTimeoutMs: number;
  /** AES-256-GCM key for tenant config secrets (CONFIG_SECRET_KEY; outside production a generated DATA_DIR file). */
  configSecretKey?: string;
  /** Earlier keys, comma-separated, still accepted for decryption while secrets are re-encrypted (rotation). */
  configSecretKeyPrevious?: string;
  /** The host platform operators work on (OPERATOR_HOST; default localhost outside production, none in it). */
  operatorHost?: string;
  /** Operators' internal e-mail domain (INTERNAL_EMAIL_DOMAIN, default adapcon.com.br), with group 'adapcon'. */
  internalEmailDomain: string;
  /** Secret for signed file URLs (FILES_SIGNING_KEY; else derived from CONFIG_SECRET_KEY; else a DATA_DIR file). */
  filesSigningKey?: string;
  /** SMS/WhatsApp gateway for MFA codes (SMS_URL, POST JSON {channel, to, text}; SMS_TOKEN as Bearer; SMS_TIMEOUT_MS); absent: logged. */
  sms?: { url: string; token?: string; timeoutMs: number };
  /** An S3-compatible bucket for files (FILES_S3_URL and the rest); absent: files on disk under DATA_DIR/files. */
  /** Bearer token for GET /metrics (METRICS_TOKEN); without it /metrics is open outside production, absent in it. */
  metricsToken?: string;
  filesS3?: { url: string; bucket: string; accessKeyId: string; secretAccessKey: string; region?: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = toPort(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS ? toPositive(env.DATABASE_TIMEOUT_MS, 5000, 600_000) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    production: env.NODE_ENV === 'production',
    portalDir: path.resolve(env.PORTAL_DIR || 'dist/portal'),
    publicPort: toPort(env.PUBLIC_PORT, port),
    registerLinkHours: toPositive(env.REGISTER_LINK_HOURS, 48, 24 * 30),
    resetLinkMinutes: toPositive(env.RESET_LINK_MINUTES, 60, 24 * 60),
    rateLimitFactor: toPositive(env.RATE_LIMIT_FACTOR, 1, 1000),
    shutdownTimeoutMs: toPositive(env.SHUTDOWN_TIMEOUT_MS, 10_000, 600_000),
    configSecretKey: env.CONFIG_SECRET_KEY || undefined,
    configSecretKeyPrevious: env.CONFIG_SECRET_KEY_PREVIOUS || undefined,
    operatorHost: (env.OPERATOR_HOST ?? (env.NODE_ENV === 'production' ? '' : 'localhost')).toLowerCase() || undefined,
    internalEmailDomain: (env.INTERNAL_EMAIL_DOMAIN || 'adapcon.com.br').toLowerCase(),
    filesSigningKey: env.FILES_SIGNING_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    sms: env.SMS_URL ? { url: env.SMS_URL, token: env.SMS_TOKEN || undefined, timeoutMs: toPositive(env.SMS_TIMEOUT_MS, 5000, 60_000) } : undefined,
    filesS3: env.FILES_S3_URL
      ? {
          url: env.FILES_S3_URL,
          bucket: env.FILES_S3_BUCKET || 'portal-files',
          accessKeyId: env.FILES_S3_KEY ?? '',
          secretAccessKey: env.FILES_S3_SECRET ?? '',
          region: env.FILES_S3_REGION || undefined,
        }
      : undefined,
  };
}

function toPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Porta inválida: ${value}`);
  return n;
}

function toPositive(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`Valor inválido: ${value} (1 a ${max})`);
  return n;
}
