import type { FastifyInstance } from 'fastify';
import { call } from './requests';

/** Sample files whose first bytes are what their names say (or not, on purpose). */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
  csv: Buffer.from('nome;valor\nJoão;10\n'),
};

type Headers = Record<string, string>;

/** POST signedUpload (or public upload / digital-content) and the PUT of the bytes to the returned url. */
export async function upload(
  app: FastifyInstance,
  host: string,
  opts: { url: string; headers: Headers; bytes: Buffer; contentType?: string },
) {
  const links = await call(app, { method: 'POST', url: opts.url, host, headers: opts.headers });
  if (links.statusCode !== 200) return { links, put: null };
  const { url } = links.json().data as { url: string };
  const put = await call(app, {
    method: 'PUT', url, host, payload: opts.bytes,
    headers: { 'content-type': opts.contentType ?? 'application/octet-stream' },
  });
  return { links, put };
}
