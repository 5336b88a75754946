/**
 * What a person typed and could not save because the server ended their session (issue 14: nothing typed is lost
 * when something fails): a portal form item's data, the admin's configuration draft. Kept in this tab's
 * sessionStorage under the company, the user and the place it was typed in, until that same user, signed in again
 * on this tab, opens that place (the login keeps its path); read once. The person's own 'Sair' drops every draft of
 * the tab (portal/portal-home.tsx); this module stays out of the login's code.
 */

/** `place`: where it was typed ('item:{moduleId}/{itemId}', 'admin:config'). */
export type DraftKey = { companyId: string; userId: string; place: string };
type Draft = Record<string, unknown>;

const PREFIX = 'portal-form-draft:';
const keyOf = ({ companyId, userId, place }: DraftKey) => `${PREFIX}${JSON.stringify([companyId, userId, place])}`;
const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tab's storage; null where the browser refuses it (a privacy mode, a sandboxed frame). */
function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(key: DraftKey, draft: Draft): void {
  try {
    store()?.setItem(keyOf(key), JSON.stringify(draft));
  } catch {
    // A full storage: the draft cannot be kept, as before there was one.
  }
}

/** The draft kept for this key, once (null when none). */
export function takeDraft(key: DraftKey): Draft | null {
  const storage = store();
  const name = keyOf(key);
  const text = storage?.getItem(name) ?? null;
  if (text === null) return null;
  storage?.removeItem(name);
  try {
    const draft: unknown = JSON.parse(text);
    return isDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function dropDrafts(): void {
  const storage = store();
  if (!storage) return;
  const names = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (name): name is string => name?.startsWith(PREFIX) === true,
  );
  for (const name of names) storage.removeItem(name);
}
