import { useRoutes } from 'react-router-dom';
import { adminContentMessages } from '../../domain/messages/admin-content';
import type { Module } from '../../schemas/company';
import type { AdminSectionProps } from './admin-sections';
import { ItemEditor } from './item-editor';
import { ModuleEditor } from './module-editor';
import { ModuleList } from './module-list';
import { ConfigSectionPage } from './config-section-page';
import { useConfigSection, type ConfigSectionDraft } from './use-config-section';

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
  return (
    <ConfigSectionPage section={section} texts={t}>
      {() => screen}
    </ConfigSectionPage>
  );
}
