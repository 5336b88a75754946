import { SanitizedHtml } from './sanitized-html';
import './company-message.css';

/** The company's optional login HTML message (company.message.login.html), sanitized. */
export function CompanyMessage({ html }: { html: string }) {
  return <SanitizedHtml className="company-message" html={html} />;
}

export default CompanyMessage;
