import { useId, useState } from 'react';
import { groupSees, lets, setGroupAccess, type AccessTarget } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import type { ProfilesContext } from './profiles-page';

const t = adminPeopleMessages.profiles;

/** 'O que o grupo vê': a checkbox per module and, under it, per item; an item needs its module. */
export function GroupAccessPanel({ context, group }: { context: ProfilesContext; group: string }) {
  const id = useId();
  const { section, known } = context;
  const [refused, setRefused] = useState<string | null>(null);
  const modules = section.value!.modules;
  const toggle = (target: AccessTarget, title: string, visible: boolean) => {
    const change = setGroupAccess(modules, target, group, visible, known);
    if (!change.ok) {
      setRefused(t.lastGroup(title));
      return;
    }
    setRefused(null);
    section.edit((value) => ({ ...value, modules: change.modules }));
  };
  return (
    <section className="people-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.accessTitle}</h2>
      <p className="people-muted">{t.accessIntro}</p>
      <div role="alert">{refused ? <p className="config-notice config-notice--error">{refused}</p> : null}</div>
      <ul className="access-tree">
        {modules.map((module) => {
          const seesModule = groupSees(module, null, group);
          const open = (module.role?.groups ?? []).length === 0;
          return (
            <li key={module.id}>
              <label className="access-check access-check--module">
                <input type="checkbox" checked={seesModule} onChange={(event) => toggle({ moduleId: module.id }, module.title, event.target.checked)} />
                {t.moduleLabel(module.title)}
              </label>
              {open ? <span className="access-note">({t.everyone})</span> : null}
              {module.role?.requiresAccountsAccess ? <span className="access-note">({t.accountsOnly})</span> : null}
              {module.hidden ? <span className="admin-badge">{t.hiddenBadge}</span> : null}
              <ul>
                {module.items.map((item) => (
                  <li key={item.id}>
                    <label className="access-check">
                      <input
                        type="checkbox"
                        checked={seesModule && lets(item.groups, group)}
                        disabled={!seesModule}
                        onChange={(event) => toggle({ moduleId: module.id, itemId: item.id }, item.title, event.target.checked)}
                      />
                      {t.itemLabel(item.title)}
                    </label>
                    {(item.groups ?? []).length === 0 ? <span className="access-note">({t.everyone})</span> : null}
                    {item.hidden ? <span className="admin-badge">{t.hiddenBadge}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
