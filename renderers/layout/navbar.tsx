import { useId, useState } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import { ModuleItemList } from './module-item-list';
import type { ItemLinks } from './item-links';
import './navbar.css';

/**
 * Script layout (style.layout.script): the modules across the top, each a disclosure button over its items.
 * Escape or leaving the module closes it; hidden below 1024 px (the hamburger's menu takes over).
 */
export function Navbar({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <nav className="navbar" aria-label={portalMessages.layout.modulesNav}>
      <ul className="navbar__modules">
        {modules.map((module) => (
          <NavbarModule
            key={module.id}
            module={module}
            links={links}
            open={openId === module.id}
            onToggle={(open) => setOpenId(open ? module.id : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

type ModuleProps = { module: Module; links: ItemLinks; open: boolean; onToggle(open: boolean): void };

function NavbarModule({ module, links, open, onToggle }: ModuleProps) {
  const listId = useId();
  const active = links.current.moduleId === module.id;
  return (
    <li
      className="navbar__module"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        onToggle(false);
        (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <button
        type="button"
        className={`navbar__button ${active ? 'navbar__button--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {module.title}
      </button>
      {/* A closed module's list is empty (issue 14: a 200-module tenant does not draw 4,000 hidden links). */}
      {open ? <ModuleItemList module={module} links={links} block="navbar" id={listId} /> : <ul id={listId} className="navbar__items" hidden />}
    </li>
  );
}
