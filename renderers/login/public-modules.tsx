import { loginMessages } from '../../domain/messages/login';
import type { Module } from '../../schemas/company';
import './public-modules.css';

/** The modules flagged role.showLogin, listed on the left of the login screen. */
export function PublicModules({ modules }: { modules: Module[] }) {
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
                <li key={item.id}>{item.title}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
