import DOMPurify from 'dompurify';
import { tenantHtmlPolicy } from '../../domain/tenant-html';
import { TenantHtml } from './tenant-html';

const policy = { ...tenantHtmlPolicy, USE_PROFILES: { ...tenantHtmlPolicy.USE_PROFILES }, FORBID_TAGS: [...tenantHtmlPolicy.FORBID_TAGS] };

/** Tenant HTML the server has not seen yet (an admin's unsaved draft): the server's allow-list, applied here. */
export function sanitizeDraftHtml(html: string): string {
  return DOMPurify.sanitize(html, policy);
}

type Props = { html: string; className?: string };

/** The preview of a draft in the admin screens, drawn as the portal will draw it once saved. */
export function DraftHtml({ html, className }: Props) {
  return <TenantHtml className={className} html={sanitizeDraftHtml(html)} />;
}

export default DraftHtml;
