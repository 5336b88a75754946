/**
 * Tenant HTML as the server served it: already through the allow-list (domain/tenant-html.ts) in
 * server/tenancy/tenant-html.ts (the public config, terms, banners, notifications), so the login and dashboard
 * ship no sanitiser. The one place the portal draws tenant HTML; drafts an admin is typing use DraftHtml instead.
 */
type Props = { html: string; className?: string };

export function TenantHtml({ html, className }: Props) {
  return <div className={className} data-tenant-html="" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default TenantHtml;
