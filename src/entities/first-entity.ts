import type { LoginResult, UserSession } from '../../schemas/session';
import { listEntities } from '../api/entity-list-api';

type List = typeof listEntities;

/**
 * SPEC §4 "Login by token fetches user data and the first entity": a user who holds entities but selected
 * none gets the first one (GET .../entity/list?fields=code,description&limit=1) as selectedEntity, so the
 * header can name it. A failed listing leaves the user as it came.
 */
export async function withFirstEntity(companyId: string, user: UserSession, list: List = listEntities): Promise<UserSession> {
  if (user.isPublic || !user.hasEntity || user.selectedEntity) return user;
  try {
    const [first] = await list(companyId, { fields: ['code', 'description'], limit: 1 });
    return first ? { ...user, selectedEntity: { code: first.code, description: first.description } } : user;
  } catch {
    return user;
  }
}

/** withFirstEntity over a login-by-token result (the route guard's loginByToken). */
export async function loginResultWithFirstEntity(companyId: string, result: LoginResult, list: List = listEntities): Promise<LoginResult> {
  return { ...result, user: await withFirstEntity(companyId, result.user, list) };
}
