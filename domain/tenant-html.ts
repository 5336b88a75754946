/**
 * The one allow-list tenant HTML passes (DESIGN.md §4): DOMPurify's HTML profile (no scripts, no event handlers,
 * no javascript: URLs, no SVG or MathML) without <style> and <form>. The server applies it where the HTML enters
 * the served document (server/tenancy/tenant-html.ts); the admin previews apply it to drafts in the browser.
 */
export const tenantHtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form'],
} as const;
