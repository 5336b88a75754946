import { formatDateTime } from '../../domain/dates';
import { answerLines } from '../../domain/form-answer-lines';
import { dynamicFormMessages } from '../../domain/messages/dynamic-forms';
import { AdminTable } from '../../renderers/admin/admin-table';
import { LoadState } from '../../renderers/admin/load-state';
import { PageHeading } from '../../renderers/ui/page-heading';
import { fetchFormAnswers } from '../api/form-answers-api';
import { useAdminLoad } from './use-admin-load';
import './operations.css';

const t = dynamicFormMessages.admin;
const pageSize = 50;
/** The newest answers (the API pages; this screen shows the first page). */
const firstPage = (companyId: string) => fetchFormAnswers(companyId, pageSize, 0);

/** /admin/form-answers (permission 'users'; issue 11): what people answered on the tenant's form links. */
export function FormAnswersPage({ companyId }: { companyId: string }) {
  const { data: answers, failed, reload: load } = useAdminLoad(firstPage, companyId);

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <LoadState data={answers} failed={failed} onRetry={load} empty={{ when: (answers) => answers.items.length === 0, text: t.empty }}>
        {(answers) => (
          <>
            <p className="ops-summary">{t.count(answers.total, answers.items.length)}</p>
            <AdminTable label={t.title} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.form}</th>
                  <th scope="col">{t.answer}</th>
                </tr>
              </thead>
              <tbody>
                {answers.items.map((item) => (
                  <tr key={item.id}>
                    <td className="ops-num" data-label={t.when}>
                      {formatDateTime(item.createdAt)}
                    </td>
                    <th scope="row" className="ops-nowrap" data-label={t.who}>
                      {item.email || t.anonymous}
                    </th>
                    <td data-label={t.form}>{item.title}</td>
                    <td data-label={t.answer}>
                      <ul className="ops-list">
                        {answerLines(item.answer).map((line, i) => (
                          <li key={i}>{line}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </>
        )}
      </LoadState>
    </div>
  );
}
