import { useEffect, useId, useRef, useState } from 'react';
import { accountMenuMessages } from '../../domain/messages/account-menu';
import { entityHeaderMessages } from '../../domain/messages/entity-header';
import { useDismiss } from '../ui/use-dismiss';

/** The portal's dialogs a menu entry opens (SPEC §2 "Portal layout and dialogs"). */
export type AccountAction =
  | 'profile'
  | 'password'
  | 'feedback'
  | 'entities'
  | 'entityRegistration'
  | 'approvals'
  | 'host'
  | 'audit'
  | 'accounts';

/** Each entry's label, shared with the phone header's account list (mobile-account.tsx). */
export const accountActionLabels: Record<AccountAction, string> = {
  profile: accountMenuMessages.profileTitle,
  password: accountMenuMessages.changeTitle,
  feedback: accountMenuMessages.feedbackTitle,
  entities: entityHeaderMessages.menu.entities,
  entityRegistration: entityHeaderMessages.menu.addEntity,
  approvals: entityHeaderMessages.menu.approvals,
  host: entityHeaderMessages.menu.host,
  audit: entityHeaderMessages.menu.audit,
  accounts: entityHeaderMessages.menu.accounts,
};

export const defaultAccountActions: readonly AccountAction[] = ['profile', 'password', 'feedback'];

/** A menu entry that goes to another screen (e.g. 'Administração'): a real link the app navigates with. */
export type AccountLink = { label: string; href: string; onNavigate(): void };

type Props = { onChoose(action: AccountAction): void; actions?: readonly AccountAction[]; links?: readonly AccountLink[] };

/**
 * 'Minha conta': a disclosure button with the account dialogs; Escape closes it and returns focus, a press
 * outside or Tab out of it closes it.
 */
export function AccountMenu({ onChoose, actions = defaultAccountActions, links = [] }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useDismiss(menu, open, () => setOpen(false));
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [open]);
  return (
    <div
      ref={menu}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button--light"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {accountMenuMessages.accountMenu}
      </button>
      <ul ref={list} id={id} className="account-menu__list" hidden={!open}>
        {actions.map((action) => (
          <li key={action}>
            <button
              type="button"
              className="account-menu__item"
              onClick={() => {
                setOpen(false);
                // The menu button pattern: the entry goes away with the list, so the focus goes back to the button,
                // where the dialog the entry opens returns it when it closes.
                button.current?.focus();
                onChoose(action);
              }}
            >
              {accountActionLabels[action]}
            </button>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.href}>
            <a
              className="account-menu__item account-menu__link"
              href={link.href}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setOpen(false);
                link.onNavigate();
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
