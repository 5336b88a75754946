import { useMemo, type ReactNode } from 'react';
import { changesSection, scriptAppPath } from '../../domain/routing';
import { ItemServicesContext, useItemServices, type ItemServices } from '../../renderers/items/item-services';
import { ItemServicesProvider } from '../items/item-services-provider';
import { setScriptLoading } from '../items/item-loading-store';
import { setPortalLoaded } from './portal-loaded-store';

/** ItemServices plus the portal's "script loading" mark (renderers/items/script/use-script-source.ts sets it). */
export type PortalItemServicesValue = ItemServices & { setScriptLoading(loading: boolean): void };

type Props = { companyId: string; section: string; onClose(): void; children: ReactNode };

/**
 * The item services of the open item: the app's provider, plus setScriptLoading (SPEC §4: opening is blocked
 * while a script loads) and openApp lowering the portal-loaded flag when it leaves the section.
 */
export function PortalItemServices({ companyId, section, onClose, children }: Props) {
  return (
    <ItemServicesProvider companyId={companyId} onClose={onClose}>
      <PortalExtras section={section}>{children}</PortalExtras>
    </ItemServicesProvider>
  );
}

function PortalExtras({ section, children }: { section: string; children: ReactNode }) {
  const services = useItemServices();
  const value = useMemo<PortalItemServicesValue>(
    () => ({
      ...services,
      setScriptLoading,
      openApp(moduleId, itemId, suffix) {
        if (changesSection(`/${section}`, scriptAppPath(moduleId, itemId, suffix))) setPortalLoaded(false);
        services.openApp(moduleId, itemId, suffix);
      },
    }),
    [services, section],
  );
  return <ItemServicesContext.Provider value={value}>{children}</ItemServicesContext.Provider>;
}
