import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { PageMessage } from './page-message';

/** /404: also where a failed start-up lands, with the requested full path in `path`. */
export function NotFoundPage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  return (
    <PageMessage title={messages.portal.notFound}>
      {path ? <p>{messages.ui.notFoundPath(path)}</p> : null}
      <Link className="button button--primary" to="/">
        {messages.ui.backHome}
      </Link>
    </PageMessage>
  );
}
