import { useMemo, type ReactNode } from 'react';
import { changesSection, scriptAppPath } from '../../domain/routing';
import { ItemServicesContext, useItemServices, type ItemServices } from '../../renderers/items/item-services';
import { ItemServicesProvider } from '../items/item-services-provider';
import { setScriptLoading } from '../items/item-loading-store';
import { setPortalLoaded } from './portal-loaded-store';

/**
 * ItemServices plus the portal's "script loading" mark (renderers/items/script/use-script-source.ts sets it) and
 * the open item's unsaved edits (renderers/items/form/form-item.tsx sets them).
 */
export type PortalItemServicesValue = ItemServices & { setScriptLoading(loading: boolean): void; setUnsaved(unsaved: boolean): void };

type Props = { companyId: string; section: string; onClose(): void; onUnsaved(unsaved: boolean): void; children: ReactNode };

/**
 * The item services of the open item: the app's provider, plus setScriptLoading (SPEC §4: opening is blocked
 * while a script loads), setUnsaved (leaving a form with unsaved edits asks first: ./open-item.tsx) and openApp
 * lowering the portal-loaded flag when it leaves the section.
 */
export function PortalItemServices({ companyId, section, onClose, onUnsaved, children }: Props) {
  return (
    <ItemServicesProvider companyId={companyId} onClose={onClose}>
      <PortalExtras section={section} onUnsaved={onUnsaved}>
        {children}
      </PortalExtras>
    </ItemServicesProvider>
  );
}

function PortalExtras({ section, onUnsaved, children }: { section: string; onUnsaved(unsaved: boolean): void; children: ReactNode }) {
  const services = useItemServices();
  const value = useMemo<PortalItemServicesValue>(
    () => ({
      ...services,
      setScriptLoading,
      setUnsaved: onUnsaved,
      openApp(moduleId, itemId, suffix) {
        if (changesSection(`/${section}`, scriptAppPath(moduleId, itemId, suffix))) setPortalLoaded(false);
        services.openApp(moduleId, itemId, suffix);
      },
    }),
    [services, section, onUnsaved],
  );
  return <ItemServicesContext.Provider value={value}>{children}</ItemServicesContext.Provider>;
}
