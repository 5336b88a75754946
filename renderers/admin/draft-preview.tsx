import { useId } from 'react';
import { adminMessages } from '../../domain/messages/admin';
import type { loginMessages } from '../../domain/messages/login';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { ItemLinks } from '../layout/item-links';
import type { CompanyMessage } from '../login/company-message';
import type { LoginLayout } from '../login/login-layout';
import type { PublicModules } from '../login/public-modules';
import type { ModuleGrid } from '../portal/module-grid';
import type { PortalHeader } from '../portal/portal-header';
import './draft-preview.css';

/**
 * The portal's own pieces the preview draws with. They come in as props (the app takes them from the login and
 * portal route chunks), so this file imports none of them: those routes' bundles stay as they are.
 */
export type PreviewKit = {
  LoginLayout: typeof LoginLayout;
  PublicModules: typeof PublicModules;
  CompanyMessage: typeof CompanyMessage;
  ModuleGrid: typeof ModuleGrid;
  PortalHeader: typeof PortalHeader;
  loginMessages: typeof loginMessages;
};

const t = adminMessages.preview;
const nothing = () => undefined;

/** Item links that go nowhere: the preview shows the cards, it opens no item. */
const previewLinks: ItemLinks = {
  href: (module, item) => `#${module.id}/${item.id}`,
  open: nothing,
  blockedReason: () => null,
  figure: () => null,
  current: { moduleId: null, itemId: null },
};

/** The login card's first step as the draft shows it; the fields are read-only (nothing is sent from here). */
function LoginFields({ company, kit }: { company: CompanyConfig; kit: PreviewKit }) {
  const id = useId();
  const { login } = kit.loginMessages;
  const fields = company.hasExternalAuth ? [login.usernamePlaceholder, login.passwordPlaceholder] : [login.emailPlaceholder];
  return (
    <div className="login-form">
      {fields.map((label, index) => (
        <div key={label}>
          <label className="login-form__label" htmlFor={`${id}-${index}`}>
            {label}
          </label>
          <input id={`${id}-${index}`} className="input" placeholder={label} readOnly aria-describedby={`${id}-note`} />
        </div>
      ))}
      <button type="button" className="button button--primary button--block" aria-describedby={`${id}-note`}>
        {login.continue}
      </button>
      <p id={`${id}-note`} className="draft-preview__note">
        {t.disabledNote}
      </p>
    </div>
  );
}

type Props = { kit: PreviewKit; company: CompanyConfig; group: string | null; publicModules: Module[]; modules: Module[] };

/**
 * The draft as one audience sees it (issue 9): the login screen (app name, colours, login message, public
 * modules) and, for a group, the dashboard's module cards that group may see. Drawn with the portal's own pieces.
 */
export function DraftPreview({ kit, company, group, publicModules, modules }: Props) {
  const { LoginLayout, PublicModules, CompanyMessage, ModuleGrid, PortalHeader } = kit;
  const loginHtml = company.message?.login?.html;
  return (
    <div className="draft-preview">
      <LoginLayout appName={company.appName} aside={publicModules.length > 0 ? <PublicModules modules={publicModules} /> : undefined}>
        {loginHtml ? <CompanyMessage html={loginHtml} /> : null}
        <LoginFields company={company} kit={kit} />
      </LoginLayout>
      {group !== null ? (
        <section className="draft-preview__dashboard" aria-labelledby="draft-preview-dashboard">
          <PortalHeader
            appName={company.appName}
            userName={t.group(group)}
            busy={false}
            onLogout={nothing}
            onAccount={nothing}
            menu={{ id: 'draft-preview-menu', open: false, onToggle: nothing }}
          />
          <div id="draft-preview-menu" hidden />
          <div className="draft-preview__modules">
            <h2 id="draft-preview-dashboard" className="portal__section-title">
              {t.dashboardSection(t.group(group))}
            </h2>
            {modules.length > 0 ? <ModuleGrid modules={modules} links={previewLinks} /> : <p>{t.noModules}</p>}
          </div>
        </section>
      ) : null}
    </div>
  );
}
