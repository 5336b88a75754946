import http from 'node:http';

export type Reply = { status: number; body: string; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An HTTP client to one server process, as tenant `local` (Host localhost:3000). A dropped connection rejects. */
export function crashClient(port: number, host = 'localhost:3000') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
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
          headers: { host, 'user-agent': 'crash-durability', ...(body ? { 'content-type': 'application/json' } : {}), ...o.headers },
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
  return { request, close: () => agent.destroy() };
}

export type CrashClient = ReturnType<typeof crashClient>;
