import { Link } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { PageMessage } from './page-message';

const titles = {
  terms: messages.ui.termsTitle,
  notifications: messages.ui.notificationsTitle,
  help: messages.ui.helpTitle,
} as const;

/**
 * Routes whose screens belong to later issues; they exist so redirects land somewhere real. 'Voltar ao
 * início' goes to /, which sends a signed-in user on to the app route.
 */
export default function PlaceholderPage({ kind }: { kind: keyof typeof titles }) {
  return (
    <PageMessage title={titles[kind]}>
      <p>{messages.ui.comingSoon}</p>
      <Link className="button button--primary" to="/">
        {messages.ui.backHome}
      </Link>
    </PageMessage>
  );
}
