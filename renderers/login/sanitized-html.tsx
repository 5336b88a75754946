import DOMPurify from 'dompurify';

/** Tenant HTML passes DOMPurify before it is rendered (DESIGN.md §4): no scripts, no event handlers. */
export function sanitizeTenantHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

type Props = { html: string; className?: string };

export function SanitizedHtml({ html, className }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeTenantHtml(html) }} />;
}

export default SanitizedHtml;
