import http from 'node:http';

export type Reply = { status: number; body: string; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type HttpClientOptions = {
  /** The Host header, which picks the tenant (fetch cannot set it); a request's own `host` header wins. */
  host?: string;
  /** false: a new connection per request, so a cluster's round robin spreads them over its workers. */
  keepAlive?: boolean;
  /** Headers sent with every request (a request's own win). */
  headers?: Record<string, string>;
};

/**
 * An HTTP client to one server process (or a proxy) on 127.0.0.1, as tenant `local` (Host localhost:3000) unless
 * told otherwise. A JSON payload is sent as application/json. A dropped connection rejects.
 */
export function httpClient(port: number, { host = 'localhost:3000', keepAlive = true, headers: always = {} }: HttpClientOptions = {}) {
  const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 16 }) : false;
  const request = (method: string, path: string, o: { headers?: Record<string, string>; payload?: unknown } = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const body = o.payload === undefined ? undefined : JSON.stringify(o.payload);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: { host, ...always, ...(body ? { 'content-type': 'application/json' } : {}), ...o.headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, payload: unknown, headers?: Record<string, string>) => request('POST', path, { payload, headers }),
    close: () => {
      if (agent) agent.destroy();
    },
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
