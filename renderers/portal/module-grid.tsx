import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import './module-grid.css';

type Props = { modules: Module[]; itemHref(module: Module, itemId: string): string; onOpen(href: string): void };

/** The modules the user's groups allow, each a card listing its items. */
export function ModuleGrid({ modules, itemHref, onOpen }: Props) {
  if (modules.length === 0) return <p className="module-grid__empty">{portalMessages.ui.noModules}</p>;
  return (
    <ul className="module-grid">
      {modules.map((module) => (
        <li key={module.id} className="module-card">
          <h3 className="module-card__title">{module.title}</h3>
          <ul className="module-card__items">
            {module.items.map((item) => {
              const href = itemHref(module, item.id);
              return (
                <li key={item.id}>
                  <a
                    className="module-card__item"
                    href={href}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(href);
                    }}
                  >
                    <span>{item.title}</span>
                    {item.description ? <small>{item.description}</small> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
