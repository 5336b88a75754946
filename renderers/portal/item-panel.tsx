import { portalMessages } from '../../domain/messages/portal';
import './item-panel.css';

type Props = { moduleTitle: string; itemTitle: string };

/** The opened item (route :moduleId/:itemId). Item kinds render here in a later issue. */
export function ItemPanel({ moduleTitle, itemTitle }: Props) {
  return (
    <section className="item-panel" aria-labelledby="item-panel-title">
      <p className="item-panel__module">{moduleTitle}</p>
      <h2 id="item-panel-title" className="item-panel__title">
        {itemTitle}
      </h2>
      <p>{portalMessages.ui.comingSoon}</p>
    </section>
  );
}
