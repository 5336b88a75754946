import { useSearchParams } from 'react-router-dom';
import { shellMessages } from '../../domain/messages/shell';
import { PageMessage } from './page-message';

/** /404: also where a failed start-up lands, with the requested full path in `path`. */
export function NotFoundPage() {
  const [params] = useSearchParams();
  const path = params.get('path');
  return (
    <PageMessage
      title={shellMessages.portal.notFound}
      text={path ? shellMessages.ui.notFoundPath(path) : null}
      link={{ to: '/', label: shellMessages.ui.backHome }}
    />
  );
}
