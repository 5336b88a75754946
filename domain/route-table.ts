/** How a route is guarded (SPEC §2 "Auth" column, §4 "Route guard order"). */
export type RouteKind = 'public' | 'module' | 'hybrid' | 'nonAuth' | 'auth';

export type RouteDefinition = {
  /** Path pattern: ':name' a segment, ':name?' an optional one, a trailing '*' any rest of the path. */
  pattern: string;
  kind: RouteKind;
};

/**
 * SPEC §2 route table as data. 'module' routes need a session and show modules (the guard closes an open
 * script there); 'public' routes use the public session; 'hybrid' works with or without login. Routes the SPEC
 * leaves 'not shown' are our call: tools (/directScript, /playground) need a session, /welcome pages do not.
 */
export const routeTable: readonly RouteDefinition[] = [
  { pattern: '/', kind: 'nonAuth' },
  { pattern: '/termos/:id/:version', kind: 'nonAuth' },
  { pattern: '/session/:code', kind: 'nonAuth' },
  { pattern: '/style', kind: 'nonAuth' },
  { pattern: '/404', kind: 'nonAuth' },
  { pattern: '/changePassword', kind: 'nonAuth' },
  { pattern: '/register', kind: 'nonAuth' },
  { pattern: '/dashboard/:moduleId?/:itemId?', kind: 'module' },
  { pattern: '/menu/:moduleId?/:itemId?', kind: 'module' },
  { pattern: '/script/:moduleId?/:itemId?', kind: 'module' },
  { pattern: '/app/:moduleId?/:itemId?', kind: 'module' },
  { pattern: '/directScript', kind: 'auth' },
  { pattern: '/playground', kind: 'auth' },
  { pattern: '/disabled', kind: 'nonAuth' },
  { pattern: '/blocked', kind: 'nonAuth' },
  { pattern: '/aovivo/:id', kind: 'public' },
  { pattern: '/live/:id', kind: 'public' },
  { pattern: '/aovivo-:id*', kind: 'public' },
  { pattern: '/live-:id*', kind: 'public' },
  { pattern: '/welcome', kind: 'nonAuth' },
  { pattern: '/welcome/thankyou', kind: 'nonAuth' },
  { pattern: '/notifications', kind: 'auth' },
  // Issue 9: the platform operators' screen (tenants: list, create, status); the server decides who operates.
  { pattern: '/operacao', kind: 'auth' },
  { pattern: '/entities-validation', kind: 'nonAuth' },
  { pattern: '/dynamic-form/:hash', kind: 'nonAuth' },
  { pattern: '/help', kind: 'hybrid' },
  { pattern: '/federationLogin/:appId*', kind: 'nonAuth' },
  // Not in SPEC §2: the e-mailed direct-hash link of SPEC §7 (our design), opened without a session.
  { pattern: '/directHash/:hash', kind: 'nonAuth' },
  { pattern: '/email-deliverability', kind: 'auth' },
  // Issue 9: the tenant admin's screens (config, versions, keys, and the draft preview frame), and their nested
  // screens (a module, an item, a user): the router mounts /admin/* without the guard for a path not listed here.
  { pattern: '/admin', kind: 'auth' },
  { pattern: '/admin/:page*', kind: 'auth' },
];

export type RouteMatch = {
  pattern: string;
  kind: RouteKind;
  isRoot: boolean;
  params: Record<string, string>;
};

type Compiled = RouteDefinition & { regex: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** '/termos/:id/:version' -> /^\/termos\/([^/]+)\/([^/]+)$/i with names [id, version]. */
function compile(route: RouteDefinition): Compiled {
  const names: string[] = [];
  const rest = route.pattern.endsWith('*');
  const body = (rest ? route.pattern.slice(0, -1) : route.pattern).split('/').slice(1);
  const source = body
    .map((segment) => {
      const param = /^(.*?):(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escape(segment)}`;
      names.push(param[2]!);
      const capture = rest && segment === body[body.length - 1] ? '(.+)' : '([^/]+)';
      return param[3] ? `(?:/${escape(param[1]!)}${capture})?` : `/${escape(param[1]!)}${capture}`;
    })
    .join('');
  return { ...route, names, regex: new RegExp(`^${source === '/' ? '/' : source}$`, 'i') };
}

const compiled = routeTable.map(compile);

/**
 * The route-table entry for a pathname (query and hash ignored, one trailing slash tolerated), with its
 * params decoded, or null for an unknown path (SPEC §2: unknown paths redirect to /).
 */
export function classifyRoute(pathname: string): RouteMatch | null {
  let path = pathname.split(/[?#]/, 1)[0] || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  for (const route of compiled) {
    const found = route.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[name] = safeDecode(value);
    });
    return { pattern: route.pattern, kind: route.kind, isRoot: route.pattern === '/', params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
