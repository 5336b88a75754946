import { Type, type Static } from 'typebox';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
/** One navigation, as the router sees it (contract: routeGuard input). */
export const RouteGuardInputSchema = Type.Object(
  {
    from: Type.String(),
    /** Target path with its query. */
    to: Type.String(),
    /** Full path (path, query, hash) kept as redirect_url when the session fails. */
    fullPath: Type.String(),
    route: Type.Object(
      {
        kind: Type.Union([
          Type.Literal('public'),
          Type.Literal('module'),
          Type.Literal('hybrid'),
          Type.Literal('nonAuth'),
          Type.Literal('auth'),
        ]),
        isRoot: Type.Boolean(),
        /** The public route id (/aovivo/:id), passed to publicLogin. */
        publicId: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
    company: Type.Object(
      { disabled: Type.Boolean(), blockedMessage: Type.Union([Type.String(), Type.Null()]) },
      { additionalProperties: false },
    ),
    /** Query parameter dev is '1'. */
    devQuery: Type.Boolean(),
    blockedChecked: Type.Boolean(),
    hasStoredCode: Type.Boolean(),
    loggedIn: Type.Boolean(),
    appRoute: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type RouteGuardInput = Static<typeof RouteGuardInputSchema>;
