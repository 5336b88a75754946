import { shellMessages } from '../../domain/messages/shell';
import './environment-ribbon.css';

/** The non-production ribbon ('DESENVOLVIMENTO' or 'HOMOLOGAÇÃO'); nothing in production. */
export function EnvironmentRibbon({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="environment-ribbon" role="status" aria-label={shellMessages.ui.environment}>
      {text}
    </div>
  );
}
