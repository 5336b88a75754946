import type { InjectOptions } from 'fastify';
import { fieldSamples, paramSamples, type TenantObjects } from './route-walk-params';
import { fillUrl, sampleFromSchema, type JsonSchema, type WalkRoute } from './route-walk';

const known = (objects: TenantObjects) => (name: string) => fieldSamples[name]?.(objects);

function queryFor(route: WalkRoute, objects: TenantObjects): Record<string, string> {
  const schema = route.schema.querystring;
  if (!schema?.properties) return { id: objects.tenantId, email: objects.email, entityCode: objects.entityCode };
  const query: Record<string, string> = {};
  const required = new Set<string>(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    // Optional fields are left out, but a literal one (`type=base64`) is sent: the reply then carries the most.
    const value = fieldSamples[name]?.(objects) ?? (required.has(name) || 'const' in prop ? sampleFromSchema(prop, known(objects), name) : undefined);
    if (value !== undefined) query[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return query;
}

function headersFor(route: WalkRoute, objects: TenantObjects): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['module-id', 'item-id', 'module', 'module-item', 'path', 'filename', 'filetype', 'pointer']) {
    headers[name] = String(fieldSamples[name]!(objects));
  }
  const schema = route.schema.headers;
  for (const name of (schema?.required as string[] | undefined) ?? []) {
    if (headers[name] === undefined) headers[name] = String(sampleFromSchema(schema!.properties?.[name], known(objects), name));
  }
  return headers;
}

/** A JSON body the route's schema accepts, naming `objects` where a field names one ({} when there is no schema). */
export function bodyFor(route: WalkRoute, objects: TenantObjects): unknown {
  return route.schema.body ? sampleFromSchema(route.schema.body, known(objects)) : {};
}

/**
 * The request a caller holding `credential` makes to `route` on `host`, naming `objects` in every param, query
 * field, header and body field the route reads.
 */
export function walkRequest(route: WalkRoute, objects: TenantObjects, host: string, credential: Record<string, string>): InjectOptions {
  const url = fillUrl(route.url, (name) => paramSamples[name]!(objects, route.url));
  const withBody = route.method !== 'GET';
  return {
    method: route.method as InjectOptions['method'],
    url,
    query: queryFor(route, objects),
    headers: { host, ...headersFor(route, objects), ...credential },
    ...(withBody ? { payload: JSON.stringify(bodyFor(route, objects)), headers: { host, 'content-type': 'application/json', ...headersFor(route, objects), ...credential } } : {}),
  };
}
