import { useState } from 'react';
import { loginMessages } from '../../domain/messages/login';
import type { Module } from '../../schemas/company';
import type { ItemOfKind } from '../../schemas/items';
import { LoginModal } from './login-modal';
import './public-modules.css';

type Props = {
  modules: Module[];
  /**
   * Whether a visitor can open the html items here (SPEC §1: public visitors use these modules): each is a button
   * that shows the item's HTML, as the server sanitised it, in a dialog. Off in the admin's preview, whose
   * draft HTML is not sanitised yet.
   */
  openItems?: boolean;
};

/** The modules flagged role.showLogin, listed on the left of the login screen and on the public pages. */
export function PublicModules({ modules, openItems = false }: Props) {
  const [open, setOpen] = useState<ItemOfKind<'html'> | null>(null);
  return (
    <nav className="public-modules" aria-labelledby="public-modules-title">
      <h2 id="public-modules-title" className="public-modules__title">
        {loginMessages.ui.publicModulesTitle}
      </h2>
      <ul className="public-modules__list">
        {modules.map((module) => (
          <li key={module.id} className="public-modules__module">
            <span className="public-modules__name">{module.title}</span>
            <ul className="public-modules__items">
              {module.items.map((item) => (
                <li key={item.id}>
                  {openItems && item.kind === 'html' ? (
                    <button type="button" className="public-modules__open" onClick={() => setOpen(item)}>
                      {item.title}
                    </button>
                  ) : (
                    <span className="public-modules__item">{item.title}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {open ? <LoginModal open title={open.title} html={open.html} onClose={() => setOpen(null)} /> : null}
    </nav>
  );
}
