import { adminMessages } from '../../domain/messages/admin';
import type { ConfigProblem } from '../../schemas/admin-config';

const t = adminMessages.config;

type Props = { problems: readonly ConfigProblem[]; stale: boolean; onReveal(path: string): void };

/** The validation's problems: each with its JSON path (a button that shows it in the JSON view) and its message. */
export function ProblemList({ problems, stale, onReveal }: Props) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return (
    <div className={`problem-list ${errors > 0 ? 'problem-list--errors' : 'problem-list--ok'}`} data-testid="problem-list">
      <p className="problem-list__title">
        {problems.length === 0 ? t.valid : errors === 0 ? t.validWithWarnings(warnings) : t.problemsTitle(problems.length)}
      </p>
      {stale ? <p className="problem-list__stale">{t.staleValidation}</p> : null}
      {problems.length > 0 ? (
        <ul className="problem-list__items">
          {problems.map((problem, index) => (
            <li key={`${problem.path}-${index}`} className={`problem-list__item problem-list__item--${problem.severity}`}>
              <span className="problem-list__severity">{problem.severity === 'error' ? t.errorLabel : t.warningLabel}</span>
              <button
                type="button"
                className="problem-list__path"
                onClick={() => onReveal(problem.path)}
                aria-label={t.goToPath(problem.path || t.rootPath)}
              >
                <code>{problem.path || t.rootPath}</code>
              </button>
              <span className="problem-list__message">{problem.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
