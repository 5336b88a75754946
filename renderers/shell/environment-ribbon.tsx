import { messages } from '../../domain/messages';
import './environment-ribbon.css';

/** The non-production ribbon ('DESENVOLVIMENTO' or 'HOMOLOGAÇÃO'); nothing in production. */
export function EnvironmentRibbon({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="environment-ribbon" role="status" aria-label={messages.ui.environment}>
      {text}
    </div>
  );
}
