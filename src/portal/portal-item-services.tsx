import { useMemo, type ReactNode } from 'react';
import { changesSection, scriptAppPath } from '../../domain/routing';
import { ItemServicesContext, useItemServices, type ItemServices } from '../../renderers/items/item-services';
import { ItemServicesProvider } from '../items/item-services-provider';
import { setScriptLoading } from '../items/item-loading-store';
import { sessionWasLost } from '../session/end-session';
import { keepDraft, takeDraft } from '../session/form-drafts';
import { setPortalLoaded } from './portal-loaded-store';

/**
 * ItemServices plus the portal's "script loading" mark (renderers/items/script/use-script-source.ts sets it) and
 * the open item's unsaved edits (renderers/items/form/form-item.tsx sets them, and hands them over when it goes).
 */
export type PortalItemServicesValue = ItemServices &
  Required<Pick<ItemServices, 'setScriptLoading' | 'setUnsaved' | 'keepUnsaved' | 'takeUnsaved'>>;

/** A form item's place among the drafts a lost session kept. */
const itemPlace = (moduleId: string, itemId: string) => `item:${moduleId}/${itemId}`;

type Extras = { section: string; userId: string; onUnsaved(unsaved: boolean): void; children: ReactNode };
type Props = Extras & { companyId: string; onClose(): void };

/**
 * The item services of the open item: the app's provider, plus setScriptLoading (SPEC §4: opening is blocked
 * while a script loads), setUnsaved (leaving a form with unsaved edits asks first: ./open-item.tsx), the unsaved
 * edits a session ended by the server leaves behind (kept for the same user's next sign-in: session/form-drafts.ts)
 * and openApp lowering the portal-loaded flag when it leaves the section.
 */
export function PortalItemServices({ companyId, onClose, ...extras }: Props) {
  return (
    <ItemServicesProvider companyId={companyId} onClose={onClose}>
      <PortalExtras {...extras} />
    </ItemServicesProvider>
  );
}

function PortalExtras({ section, userId, onUnsaved, children }: Extras) {
  const services = useItemServices();
  const value = useMemo<PortalItemServicesValue>(
    () => ({
      ...services,
      setScriptLoading,
      setUnsaved: onUnsaved,
      keepUnsaved(moduleId, itemId, data) {
        // Left by the person ('Sair sem salvar', their own 'Sair'): theirs to lose, as they were asked.
        if (sessionWasLost()) keepDraft({ companyId: services.companyId, userId, place: itemPlace(moduleId, itemId) }, data);
      },
      takeUnsaved: (moduleId, itemId) => takeDraft({ companyId: services.companyId, userId, place: itemPlace(moduleId, itemId) }),
      openApp(moduleId, itemId, suffix) {
        if (changesSection(`/${section}`, scriptAppPath(moduleId, itemId, suffix))) setPortalLoaded(false);
        services.openApp(moduleId, itemId, suffix);
      },
    }),
    [services, section, userId, onUnsaved],
  );
  return <ItemServicesContext.Provider value={value}>{children}</ItemServicesContext.Provider>;
}
