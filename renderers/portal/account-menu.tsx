import { useEffect, useId, useRef, useState } from 'react';
import { accountMessages } from '../../domain/messages/accounts';

export type AccountAction = 'profile' | 'password' | 'feedback';

const items: ReadonlyArray<[AccountAction, string]> = [
  ['profile', accountMessages.accountUi.profileTitle],
  ['password', accountMessages.accountUi.changeTitle],
  ['feedback', accountMessages.accountUi.feedbackTitle],
];

/** 'Minha conta': a disclosure button with the account dialogs; Escape closes it and returns focus. */
export function AccountMenu({ onChoose }: { onChoose(action: AccountAction): void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  return (
    <div
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
        {accountMessages.accountUi.accountMenu}
      </button>
      <ul ref={list} id={id} className="account-menu__list" hidden={!open}>
        {items.map(([action, label]) => (
          <li key={action}>
            <button
              type="button"
              className="account-menu__item"
              onClick={() => {
                setOpen(false);
                onChoose(action);
              }}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
