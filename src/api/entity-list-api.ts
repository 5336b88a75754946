import type { Entity } from '../../schemas/entity';
import { apiRequest } from './http-client';

// The route guard's one entity call (the first entity after a login by token), apart from the rest of entity-api:
// a module the first screen imports comes whole into its chunk, with every call the entity dialogs make.
const enc = encodeURIComponent;
const quiet = { connectionErrors: false } as const;

/** Where the session's entity calls live (SPEC §7 "Access (entities)"). */
export const entityPath = (companyId: string) => `/access/v1/session/app/${enc(companyId)}/entity`;

export type ListOptions = { query?: string; limit?: number; fields?: readonly string[] };

/** GET .../entity/list?fields&query&limit: the user's entities by code (`selected` tells the selection). */
export function listEntities(companyId: string, options: ListOptions = {}): Promise<Entity[]> {
  const params = new URLSearchParams();
  if (options.fields?.length) params.set('fields', options.fields.join(','));
  if (options.query) params.set('query', options.query);
  if (options.limit) params.set('limit', String(options.limit));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return apiRequest(`${entityPath(companyId)}/list${search}`, quiet);
}

