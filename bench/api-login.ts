// Signs in through the API as a tenant's host would (the Host header picks the tenant) and returns the code.
import { request } from 'node:http';

export function apiLogin(port: number, host: string, tenantId: string, email: string, password: string): Promise<string> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/auth/v1/general/app/${tenantId}/login`,
        headers: { host: `${host}:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const reply = JSON.parse(text) as { status: string; data?: { code?: string } };
          if (res.statusCode !== 200 || !reply.data?.code) reject(new Error(`login of ${email} at ${host} failed: ${res.statusCode} ${text}`));
          else resolve(reply.data.code);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
