import { useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import { adminContentMessages } from '../../domain/messages/admin-content';
import type { Module } from '../../schemas/company';
import type { AdminSectionProps } from './admin-sections';
import { ItemEditor } from './item-editor';
import { ModuleEditor } from './module-editor';
import { ModuleList } from './module-list';
import { SectionSaveBar } from './section-save-bar';
import { useConfigSection, type ConfigSectionDraft } from './use-config-section';
import './people.css';

const t = adminContentMessages.modules;

/** The 'modules' config section. */
export type ModulesDraft = ConfigSectionDraft<{ modules: Module[] }>;

/**
 * /admin/modules (permission 'modules'): the modules in order, a module's fields and items, an item's form
 * (its kind's schema). One draft for all three views; 'Salvar módulos' publishes it as a config version.
 */
export function ModulesPage({ companyId }: AdminSectionProps) {
  const section = useConfigSection<{ modules: Module[] }>(companyId, 'modules');
  const screen = useRoutes([
    { index: true, element: <ModuleList section={section} /> },
    { path: ':moduleId', element: <ModuleEditor section={section} /> },
    { path: ':moduleId/items/:itemId', element: <ItemEditor section={section} /> },
  ]);
  if (section.load === 'failed') {
    return (
      <div role="alert">
        <p>{adminMessages.loadFailed}</p>
        <button type="button" className="button button--primary" onClick={() => void section.reload()}>
          {adminMessages.retry}
        </button>
      </div>
    );
  }
  if (!section.value) return <p role="status">{adminMessages.loading}</p>;
  return (
    <div className="people-page">
      {screen}
      <SectionSaveBar
        changed={section.changed}
        saving={section.saving}
        notice={section.notice}
        saveLabel={t.save}
        dialogTitle={t.saveTitle}
        defaultComment={t.saveComment}
        onSave={section.save}
        onDiscard={section.discard}
        onReload={() => void section.reload()}
      />
    </div>
  );
}
