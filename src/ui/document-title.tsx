import { useLayoutEffect } from 'react';
import { documentTitle } from '../../domain/page-title';
import { useShownPageTitle } from '../../renderers/ui/page-title';
import { createValueStore } from './value-store';

/** The unread count the title shows: the portal sets it while it is on display (SPEC §2), 0 elsewhere. */
const titleCount = createValueStore(0);
export const setTitleCount = titleCount.set;

/** The one writer of document.title: the screen on display, the app's title and the unread count. */
export function DocumentTitle({ appTitle }: { appTitle: string }) {
  const screen = useShownPageTitle();
  const unread = titleCount.useValue();
  // Layout effect: the title changes in the commit that shows the screen or the count, not a frame later.
  useLayoutEffect(() => {
    document.title = documentTitle(appTitle, screen, unread);
  }, [appTitle, screen, unread]);
  return null;
}
