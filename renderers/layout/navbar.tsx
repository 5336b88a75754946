import { useId, useRef, useState } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import { ModuleItemList } from './module-item-list';
import type { ItemLinks } from './item-links';
import { useDismiss } from '../ui/use-dismiss';
import './navbar.css';

/**
 * Script layout (style.layout.script): the modules across the top, each a disclosure button over its items.
 * Choosing an item, Escape, a press outside or Tab out of the module closes it; hidden below 1024 px (the
 * hamburger's menu takes over).
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
  const entry = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = links.current.moduleId === module.id;
  useDismiss(entry, open, () => onToggle(false));
  // The list drops over the page: an item that opens closes it, focus back on the module's button (the link
  // it was on goes with the list). A blocked item does not open and keeps it open, its reason read out.
  const closingLinks: ItemLinks = {
    ...links,
    open: (chosenModule, chosenItem) => {
      onToggle(false);
      button.current?.focus();
      links.open(chosenModule, chosenItem);
    },
  };
  return (
    <li
      ref={entry}
      className="navbar__module"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        onToggle(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={`navbar__button ${active ? 'navbar__button--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {module.title}
      </button>
      {/* A closed module's list is empty (issue 14: a 200-module tenant does not draw 4,000 hidden links). */}
      {open ? <ModuleItemList module={module} links={closingLinks} block="navbar" id={listId} /> : <ul id={listId} className="navbar__items" hidden />}
    </li>
  );
}
