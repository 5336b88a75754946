import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { qaMessages } from '../../domain/messages/qa';
import { PageHeading } from '../../renderers/ui/page-heading';
import { AppLink } from '../ui/app-link';
import { encodeFixture, type QaFixtureFile } from './qa-data';
import { useSuiteReplay } from './use-replay';

/** The machines with their fixtures (description, passed or failed) and each machine's transition coverage. */
export function QaIndex({ files }: { files: QaFixtureFile[] }) {
  const fixtures = useMemo(() => files.map((f) => f.fixture), [files]);
  const suite = useSuiteReplay(fixtures);
  const byMachine = new Map<string, QaFixtureFile[]>();
  for (const file of files) byMachine.set(file.fixture.machine, [...(byMachine.get(file.fixture.machine) ?? []), file]);
  return (
    <main className="qa">
      <header className="qa-header">
        <PageHeading>{qaMessages.title}</PageHeading>
        <p>{qaMessages.intro}</p>
      </header>
      {suite ? null : <p role="status">{qaMessages.replaying}</p>}
      <h2>{qaMessages.machines}</h2>
      {[...byMachine].map(([machine, list]) => {
        const coverage = suite?.coverage.find((c) => c.machine === machine);
        return (
          <section key={machine} className="qa-machine" aria-labelledby={`qa-machine-${machine}`} data-qa-machine={machine}>
            <h3 id={`qa-machine-${machine}`}>
              {machine} <small>({qaMessages.fixtures(list.length)})</small>
            </h3>
            {coverage ? (
              <div className="qa-coverage">
                <p data-qa-coverage={`${coverage.covered}/${coverage.total}`}>{qaMessages.coverage(coverage.covered, coverage.total)}</p>
                {coverage.missing.length ? (
                  <details>
                    <summary>{qaMessages.uncovered}</summary>
                    <ul>
                      {coverage.missing.map((t) => (
                        <li key={t.key}>
                          <code>{t.key}</code>
                          {t.targets.length ? ` → ${t.targets.join(', ')}` : ''}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <p>{qaMessages.allCovered}</p>
                )}
              </div>
            ) : null}
            <ul className="qa-fixtures">
              {list.map((file) => {
                const result = suite?.results.get(file.fixture);
                return (
                  <li key={`${file.folder}/${file.name}`}>
                    <AppLink to={`/qa/${file.folder}/${file.name}`}>{file.name}</AppLink>
                    {result ? (
                      <span className={result.ok ? 'qa-badge qa-badge--ok' : 'qa-badge qa-badge--failed'}>
                        {result.ok ? qaMessages.passed : qaMessages.failed}
                      </span>
                    ) : null}
                    <span className="qa-fixtures__description">{file.fixture.description ?? qaMessages.noDescription}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <InlineFixtureForm />
    </main>
  );
}

/** A fixture pasted as JSON opens at /qa/run?fixture=<base64url> (QA edits a fixture; e2e shows an edited one). */
function InlineFixtureForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className="qa-inline"
      onSubmit={(event) => {
        event.preventDefault();
        try {
          JSON.parse(text);
        } catch {
          setInvalid(true);
          return;
        }
        void navigate(`/qa/run?fixture=${encodeFixture(text)}`);
      }}
    >
      <h2>{qaMessages.inlineTitle}</h2>
      <label htmlFor="qa-inline-json">{qaMessages.inlineLabel}</label>
      <textarea id="qa-inline-json" rows={6} value={text} onChange={(e) => (setText(e.target.value), setInvalid(false))} aria-invalid={invalid} />
      {invalid ? <p role="alert">{qaMessages.inlineInvalid}</p> : null}
      <button type="submit" className="button button--primary">
        {qaMessages.inlineRun}
      </button>
    </form>
  );
}
