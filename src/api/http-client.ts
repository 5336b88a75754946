import type { ApiFailure } from '../../domain/api-failure';
import { isConnectionError, isSessionError } from '../../domain/error-codes';
import { readSessionCode } from '../session/session-storage';

/** What the one interceptor does with a failure; set once by the app shell (src/app.tsx). */
export type FailureHandlers = {
  onConnectionError(failure: ApiFailure): void;
  onSessionError(failure: ApiFailure): void;
};

let handlers: FailureHandlers = { onConnectionError: () => undefined, onSessionError: () => undefined };

export function setFailureHandlers(next: FailureHandlers): void {
  handlers = next;
}

/** A session refused outside a fetch (the notifications socket closed with 4401): the same dead-session path. */
export function reportSessionError(failure: ApiFailure): void {
  handlers.onSessionError(failure);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw JSON (no envelope), as `GET /cache/{domain}.json` answers. */
  raw?: boolean;
  /** false: a statechart or caller handles connection failures itself (no global dialog). */
  connectionErrors?: boolean;
  /** false: a 401 here is an answer (e.g. wrong password), not a lost session. */
  sessionErrors?: boolean;
  timeoutMs?: number;
  code?: string | null;
  /**
   * A GET with no headers of ours (no content-type, origin-url or session code): the browser hands such a fetch
   * the response of a `<link rel="preload" as="fetch" crossorigin>` of the same URL (a preload is used only by a
   * request with the same headers).
   */
  plain?: boolean;
  /** Reads a reply's headers (a route that says something beside its data, like digital-content's max-file-bytes). */
  onHeaders?: (headers: Headers) => void;
};

type Envelope = { status?: string; data?: unknown; error?: string; message?: string };

/** A failure keeps the reply's body too: some errors carry details (the admin API's `errors`, `current`). */
export type ApiFailureWithBody = ApiFailure & { body?: unknown };

function failureOf(status: number, body: unknown): ApiFailureWithBody {
  const env = (body && typeof body === 'object' ? body : {}) as Envelope;
  return { status, error: env.error, message: env.message, body };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One call's reply as it came: its status (0 when no answer came: network, timeout) and JSON body. */
type Exchange = { status: number; ok: boolean; body: unknown };

async function exchange(path: string, options: RequestOptions): Promise<Exchange> {
  // A plain call sends none of our headers, so it never reads the session code: on the first screen the config
  // call would otherwise pay the browser's cookie and local-storage reads (synchronous, issue 14) inside the entry's task.
  const code = options.plain ? null : options.code === undefined ? readSessionCode() : options.code;
  const headers: Record<string, string> = options.plain
    ? {}
    : {
        'content-type': 'application/json',
        'origin-url': window.location.href,
        ...(code ? { code } : {}),
        ...options.headers,
      };
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    return { status: 0, ok: false, body: null };
  } finally {
    if (timer) clearTimeout(timer);
  }
  options.onHeaders?.(response.headers);
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

/** The one interceptor: connection (0 / >= 500) and session (401 / session codes) failures go to the shell's handlers. */
function report(failure: ApiFailure, options: RequestOptions): void {
  if (isConnectionError(failure.status)) {
    if (options.connectionErrors !== false) handlers.onConnectionError(failure);
  } else if (options.sessionErrors !== false && isSessionError(failure.status, failure.error)) {
    handlers.onSessionError(failure);
  }
}

/**
 * The single fetch wrapper: JSON headers, the session `code` and `origin-url`, envelope unwrapping, and
 * failures as ApiFailure. Connection (0 / >= 500) and session (401 / session codes) failures also go to the
 * shell's handlers unless the caller opts out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { status, ok, body } = await exchange(path, options);
  if (status === 0) {
    const failure: ApiFailure = { status: 0 };
    report(failure, options);
    throw failure;
  }
  const envelope = (body ?? {}) as Envelope;
  if (ok && (options.raw || envelope.status === 'success')) {
    return (options.raw ? body : envelope.data) as T;
  }
  const failure = failureOf(ok ? 500 : status, body);
  report(failure, options);
  throw failure;
}

/**
 * A call whose caller reads every reply itself (the router's SPEC §8 rules): the status and body as they came,
 * `status` null when no answer came. The shell's handlers still see connection and session failures.
 */
export async function apiReply(path: string, options: RequestOptions = {}): Promise<{ status: number | null; body: unknown }> {
  const { status, ok, body } = await exchange(path, options);
  if (status === 0) {
    report({ status: 0 }, options);
    return { status: null, body: null };
  }
  if (!ok) report(failureOf(status, body), options);
  return { status, body };
}
