import type { ReactNode } from 'react';
import { accountMenuMessages } from '../../domain/messages/account-menu';
import { portalMessages } from '../../domain/messages/portal';
import { accountActionLabels, defaultAccountActions, type AccountAction, type AccountLink } from './account-menu';
import './portal-header.css';

type Props = {
  userName: string;
  busy: boolean;
  onLogout(): void;
  onAccount(action: AccountAction): void;
  entity?: ReactNode;
  actions?: readonly AccountAction[];
  links?: readonly AccountLink[];
};

/**
 * The phone header's actions inside the mobile menu (issue 14): what no longer fits the header's one row at
 * 600 px or less — the user, the entity area, the 'Minha conta' entries as plain buttons and 'Sair'.
 */
export function MobileAccount({ userName, busy, onLogout, onAccount, entity, actions = defaultAccountActions, links = [] }: Props) {
  return (
    <div className="mobile-account" role="group" aria-label={accountMenuMessages.accountMenu}>
      <p className="mobile-account__name" data-testid="mobile-user-name">
        {userName}
      </p>
      {entity ? <div className="mobile-account__entity">{entity}</div> : null}
      <ul className="mobile-account__list">
        {actions.map((action) => (
          <li key={action}>
            <button type="button" className="mobile-account__item" onClick={() => onAccount(action)}>
              {accountActionLabels[action]}
            </button>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.href}>
            <a
              className="mobile-account__item"
              href={link.href}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                link.onNavigate();
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost mobile-account__logout" onClick={onLogout} disabled={busy} aria-busy={busy}>
        {portalMessages.portal.logout}
      </button>
    </div>
  );
}
