import { useSearchParams } from 'react-router-dom';
import { shellMessages } from '../../domain/messages/shell';
import { PageMessage } from './page-message';
import { AppLink } from '../ui/app-link';

/** /404: also where a failed start-up lands, with the requested full path in `path`. */
export function NotFoundPage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  return (
    <PageMessage title={shellMessages.portal.notFound}>
      {path ? <p>{shellMessages.ui.notFoundPath(path)}</p> : null}
      <AppLink className="button button--primary" to="/">
        {shellMessages.ui.backHome}
      </AppLink>
    </PageMessage>
  );
}
