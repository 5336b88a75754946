import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { qaMessages } from '../../domain/messages/qa';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { CompanyConfig } from '../../schemas/company';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { useTenant } from '../bootstrap/tenant-context';
import { FixturePage, QaHeader } from './fixture-page';
import { QaIndex } from './qa-index';
import { decodeFixture, useQaData, type QaData } from './qa-data';
import './qa.css';

/** The tenant config a fixture's screen draws with: the demo tenant its input names, else this tenant's. */
function companyFor(fixture: ReplayFixture, data: QaData, own: CompanyConfig): CompanyConfig {
  const id = fixture.input?.companyId;
  return (typeof id === 'string' ? data.companies[id] : undefined) ?? data.companies[own.id] ?? own;
}

/** What the workbench cannot show (an unknown fixture, a broken inline one), and the way back to its list. */
function QaProblem({ title, text }: { title: string; text: string }) {
  return (
    <main className="qa">
      <QaHeader title={title} />
      <p role="alert">{text}</p>
    </main>
  );
}

/** /qa (issue 15): the QA workbench. Loaded only on this route; its data is served to QA only outside development. */
export default function QaRoute() {
  const { company } = useTenant();
  const load = useQaData(company.id);
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const inlineText = params.get('fixture');
  const inline = useMemo(() => (inlineText ? decodeFixture(inlineText) : null), [inlineText]);
  if (load.status === 'loading') return <p role="status" className="qa">{qaMessages.loading}</p>;
  if (load.status === 'failed') {
    return (
      <main className="qa">
        <PageHeading>{qaMessages.title}</PageHeading>
        <p role="alert">{qaMessages.unavailable}</p>
      </main>
    );
  }
  const { data } = load;
  const [folder, name] = rest.split('/').filter(Boolean);
  if (folder === 'run') {
    if (!inline) return <QaProblem title={qaMessages.inlineTitle} text={qaMessages.inlineBrokenLink} />;
    return <FixturePage title={qaMessages.inlineTitle} fixture={inline} company={companyFor(inline, data, company)} />;
  }
  if (folder && name) {
    const file = data.fixtures.find((f) => f.folder === folder && f.name === name);
    if (!file) return <QaProblem title={qaMessages.title} text={qaMessages.unknownFixture} />;
    return <FixturePage key={`${folder}/${name}`} title={`${file.fixture.machine} / ${name}`} fixture={file.fixture} company={companyFor(file.fixture, data, company)} />;
  }
  return <QaIndex files={data.fixtures} />;
}
