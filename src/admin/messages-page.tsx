import { useId } from 'react';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { DraftHtml } from '../../renderers/ui/draft-html';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { CompanyConfig } from '../../schemas/company';
import { useTenant } from '../bootstrap/tenant-context';
import type { AdminSectionProps } from './admin-sections';
import { ConfigSectionPage } from './config-section-page';
import { useConfigSection } from './use-config-section';

const t = adminContentMessages.messages;

/** The 'messages' config section. */
type MessagesValue = Pick<CompanyConfig, 'message' | 'modalLogin' | 'modalDashboard'>;

/** An HTML field with the preview the portal would draw (the server's allow-list applied to the draft, renderers/ui/draft-html). */
function HtmlField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(next: string): void;
}) {
  const id = useId();
  return (
    <div className="html-field">
      <div>
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="input html-field__source"
          rows={8}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="html-field__preview" role="region" aria-label={`${t.preview}: ${label}`}>
        <p className="html-field__preview-title">{t.preview}</p>
        {value.trim() ? (
          <DraftHtml html={value} className="company-message" />
        ) : (
          <p className="people-muted">{t.empty}</p>
        )}
      </div>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <label className="access-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** /admin/messages (permission 'messages'): login HTML, blocked-access text per domain, the login and dashboard modals. */
export function MessagesPage({ companyId }: AdminSectionProps) {
  const { company } = useTenant();
  const section = useConfigSection<MessagesValue>(companyId, 'messages');
  const ids = useId();
  return (
    <ConfigSectionPage section={section} texts={t}>
      {(value) => {
        const message = value.message ?? {};
        const blocked = message.blockedAccess ?? {};
        const domains = [...new Set([...(company.domain ?? []), ...Object.keys(blocked)])];
        const setMessage = (next: NonNullable<MessagesValue['message']>) =>
          section.edit((v) => ({ ...v, message: next }));
        const setBlocked = (domain: string, text: string) => {
          const next: Record<string, string> = { ...blocked };
          if (text === '') delete next[domain];
          else next[domain] = text;
          setMessage({ ...message, blockedAccess: next });
        };
        const modalLogin = value.modalLogin;
        return (
          <>
            <PageHeading className="area__title">{t.title}</PageHeading>
            <p className="area__intro">{t.intro}</p>
            <section className="people-panel" aria-labelledby={`${ids}-login`}>
              <h2 id={`${ids}-login`}>{t.loginTitle}</h2>
              <HtmlField
                label={t.loginHtml}
                value={message.login?.html ?? ''}
                onChange={(html) => setMessage({ ...message, login: { ...message.login, html } })}
              />
            </section>
            <section className="people-panel" aria-labelledby={`${ids}-blocked`}>
              <h2 id={`${ids}-blocked`}>{t.blockedTitle}</h2>
              <p className="people-muted">{t.blockedIntro}</p>
              {domains.length === 0 ? <p>{t.noDomains}</p> : null}
              {domains.map((domain) => (
                <div key={domain} className="html-field">
                  <div>
                    <label className="form-field__label" htmlFor={`${ids}-blocked-${domain}`}>
                      {t.blockedFor(domain)}
                    </label>
                    <textarea
                      id={`${ids}-blocked-${domain}`}
                      className="input"
                      rows={3}
                      value={blocked[domain] ?? ''}
                      onChange={(event) => setBlocked(domain, event.target.value)}
                    />
                  </div>
                  <div
                    className="html-field__preview"
                    role="region"
                    aria-label={`${t.previewText}: ${domain}`}
                  >
                    <p className="html-field__preview-title">{t.previewText}</p>
                    {blocked[domain] ? <p>{blocked[domain]}</p> : <p className="people-muted">{t.empty}</p>}
                  </div>
                </div>
              ))}
            </section>
            <section className="people-panel" aria-labelledby={`${ids}-modal-login`}>
              <h2 id={`${ids}-modal-login`}>{t.modalLoginTitle}</h2>
              <Check
                label={t.modalLoginEnabled}
                checked={modalLogin !== undefined}
                onChange={(on) =>
                  section.edit((v) =>
                    on
                      ? { ...v, modalLogin: { html: '', setCookieWatched: true } }
                      : { ...v, modalLogin: undefined },
                  )
                }
              />
              {modalLogin ? (
                <>
                  <HtmlField
                    label={t.modalLoginHtml}
                    value={modalLogin.html}
                    onChange={(html) => section.edit((v) => ({ ...v, modalLogin: { ...modalLogin, html } }))}
                  />
                  <Check
                    label={t.watched}
                    checked={modalLogin.setCookieWatched ?? false}
                    onChange={(on) =>
                      section.edit((v) => ({ ...v, modalLogin: { ...modalLogin, setCookieWatched: on } }))
                    }
                  />
                </>
              ) : null}
            </section>
            <section className="people-panel" aria-labelledby={`${ids}-modal-dashboard`}>
              <h2 id={`${ids}-modal-dashboard`}>{t.modalDashboardTitle}</h2>
              <p className="people-muted">{t.modalDashboardIntro}</p>
              <Check
                label={t.watched}
                checked={value.modalDashboard?.setCookieWatched ?? false}
                onChange={(on) =>
                  section.edit((v) => ({
                    ...v,
                    modalDashboard: { ...v.modalDashboard, setCookieWatched: on },
                  }))
                }
              />
            </section>
          </>
        );
      }}
    </ConfigSectionPage>
  );
}
