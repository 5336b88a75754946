/**
 * What a browser does at the identity provider, over real HTTP: follows its redirects with its cookies, fills its
 * sign-in form, and stops at the redirect back to the portal (returned, not followed).
 */
export async function signInAtProvider(authorizationUrl: string, email: string, password: string, portalOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    let response = await send(url);
    if (response.status === 200 && /\/interaction\//.test(url)) {
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`identity provider stopped at ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin === portalOrigin) return next;
    url = next.toString();
  }
  throw new Error('too many redirects at the identity provider');
}
