import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { passwordProviderFor } from '../../auth/providers/choose-provider';
import { setUserGroups } from '../../auth/providers/directory-groups';
import { assertCanSignIn } from '../../auth/sign-in';
import { findSignInUser, withAccountsAccess } from '../../auth/user-queries';
import { toUserSession } from '../../auth/user-session';
import { LoginResult } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';

const Body = Type.Object({ email: Type.String({ maxLength: 320 }), password: Type.String({ maxLength: 1024 }) });

/**
 * POST /auth/v1/general/app/{id}/login. The password step's provider (server/auth/providers) checks the secret:
 * the portal's hash (exactly one argon2 verify, a dummy hash for unknown users, so they cost and answer the same),
 * the company directory for LDAP users, or the external-auth verifier. With external auth, `email` is a username.
 * Two queries: the user lookup, which also reads what the reply shows, and after the password check the session
 * insert.
 */
const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/general/app/:id/login',
    { schema: { params: Type.Object({ id: Type.String() }), body: Body, response: replySchemas(LoginResult) } },
    async (request) => {
      const { tenant } = request;
      const company = tenant.document.company;
      const external = company.hasExternalAuth === true;
      const loginName = normalizeEmail(request.body.email);
      await app.rateLimiter.hit('login', tenant.id, request.ip, loginName);
      const user =
        external || isValidEmail(loginName)
          ? await findSignInUser(app.db, tenant.id, loginName, external ? 'login' : 'email')
          : undefined;
      const provider = passwordProviderFor(tenant, user);
      const checked = await provider.check({ tenant, user, loginName, password: request.body.password });
      if (!user || !checked.verified || user.status !== 'active') {
        throw new DomainError(external ? '#EXTERNAL_AUTH_FAILED' : '#WRONG_PASSWORD');
      }
      assertCanSignIn(tenant, user);
      if (checked.groups) {
        await setUserGroups(app.db, tenant.id, user.id, checked.groups);
        user.groups = checked.groups;
      }
      const code = await app.sessions.create(tenant, user.id);
      // A success counts toward no limit: neither this attempt nor the e-mail check the login screen made before it.
      await app.rateLimiter.forgive('login', tenant.id, request.ip, loginName);
      await app.rateLimiter.forgive('userExists', tenant.id, request.ip, loginName);
      return ok({ user: toUserSession(withAccountsAccess(tenant, user)), code });
    },
  );
};

export default login;
