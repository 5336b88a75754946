import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { canOpenItem, isLegacyScript, type SummaryState } from '../../domain/item-opening';
import { portalMessages } from '../../domain/messages/portal';
import { changesSection, itemPath, type PortalSection } from '../../domain/routing';
import type { ItemLinks } from '../../renderers/layout/item-links';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import { useScriptLoading } from '../items/item-loading-store';
import { summaryKey } from '../items/use-item-summaries';
import { setPortalLoaded } from './portal-loaded-store';

type Ids = { moduleId: string; itemId: string };
type Options = { section: PortalSection; modules: Module[]; summaries: Record<string, SummaryState>; onReset(): void };

export type ItemOpening = {
  links: Omit<ItemLinks, 'figure'>;
  openModule: Module | null;
  openItem: ModuleItem | null;
  /** The address names an item this user cannot open (no such item, or not for their groups): the start shows why. */
  unavailable: boolean;
  /** 'Fechar' and services.closeItem: back to the section root, layout reset. */
  close(): void;
};

/**
 * SPEC §2/§4 opening an item: /{section}/{moduleId}/{itemId} (or the item's routeTo); a legacy .js script
 * opens in place (component state, no route change); blocked while a script loads or the item's summary failed.
 */
export function useItemOpening({ section, modules, summaries, onReset }: Options): ItemOpening {
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();
  const params = useParams();
  const scriptLoading = useScriptLoading();
  // An in-place legacy item belongs to the page it was opened on: any navigation leaves it.
  const [inPlace, setInPlace] = useState<{ ids: Ids; at: string } | null>(null);
  const legacy = inPlace?.at === locationKey ? inPlace.ids : null;
  const setLegacy = useCallback((ids: Ids | null) => setInPlace(ids ? { ids, at: locationKey } : null), [locationKey]);

  const ids: Ids | null = legacy ?? (params.moduleId && params.itemId ? { moduleId: params.moduleId, itemId: params.itemId } : null);
  const openModule = modules.find((m) => m.id === ids?.moduleId) ?? null;
  const openItem = openModule?.items.find((i) => i.id === ids?.itemId) ?? null;

  const go = useCallback(
    (path: string) => {
      if (changesSection(pathname, path)) setPortalLoaded(false);
      navigate(path);
    },
    [navigate, pathname],
  );

  const blockedReason = useCallback(
    (module: Module, item: ModuleItem) => {
      if (canOpenItem(item, { scriptLoading, summary: summaries[summaryKey(module.id, item.id)] })) return null;
      return scriptLoading ? portalMessages.layout.itemBusy : portalMessages.layout.itemSummaryFailed;
    },
    [scriptLoading, summaries],
  );

  const links = useMemo<Omit<ItemLinks, 'figure'>>(
    () => ({
      href: (module, item) => itemPath(`/${section}`, module.id, item),
      open(module, item) {
        if (blockedReason(module, item)) return;
        onReset();
        if (isLegacyScript(item)) {
          setLegacy({ moduleId: module.id, itemId: item.id });
          return;
        }
        setLegacy(null);
        go(itemPath(`/${section}`, module.id, item));
      },
      blockedReason,
      current: { moduleId: openItem ? (openModule?.id ?? null) : null, itemId: openItem?.id ?? null },
    }),
    [section, blockedReason, onReset, go, openModule, openItem, setLegacy],
  );

  const close = useCallback(() => {
    setLegacy(null);
    onReset();
    if (pathname !== `/${section}`) navigate(`/${section}`);
  }, [navigate, onReset, pathname, section, setLegacy]);

  const unavailable = !legacy && Boolean(params.moduleId && params.itemId) && !openItem;
  return { links, openModule, openItem, unavailable, close };
}
