/**
 * DOM helpers of the chat widgets: a vendor script injected at run time (never bundled) and the clean-up of what
 * a widget leaves behind (SPEC §4 "Logout clears cookie, storage and chat").
 */

/** Appends `<script src=url>` and resolves once it ran; a failed load removes the tag and rejects. */
export function injectScript(url: string, attributes: Record<string, string>): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    script.src = url;
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`chat widget script failed: ${url}`));
    }, { once: true });
    document.body.append(script);
  });
}

/** Removes every element a selector matches (the vendor's launcher, frames and containers). */
export function removeNodes(selectors: readonly string[]): void {
  for (const selector of selectors) for (const node of document.querySelectorAll(selector)) node.remove();
}

/** Deletes the vendor's globals from window. */
export function deleteGlobals(names: readonly string[]): void {
  const target = window as unknown as Record<string, unknown>;
  for (const name of names) delete target[name];
}

/** Runs a vendor call that may throw (a half-loaded widget): clean-up goes on regardless. */
export function quietly(call: () => unknown): void {
  try {
    call();
  } catch {
    // The vendor's own state is gone with its globals below.
  }
}
