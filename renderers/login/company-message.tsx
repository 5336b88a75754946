import { TenantHtml } from '../ui/tenant-html';
import './company-message.css';

/** The company's optional login HTML message (company.message.login.html), sanitized. */
export function CompanyMessage({ html }: { html: string }) {
  return <TenantHtml className="company-message" html={html} />;
}

export default CompanyMessage;
