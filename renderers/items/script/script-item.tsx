import { scriptMessages } from '../../../domain/messages/scripts';
import type { ItemViewProps } from '../item-view-props';
import { ScriptFrame } from './script-frame';
import { useScriptSource } from './use-script-source';

/**
 * A script item (SPEC §4 "item scripts have a loading state"): the tenant script is downloaded, then run in a
 * sandboxed frame. A failed download shows #ERRO_SCRIPT_DOWNLOAD_BODY's message. Closing the item unmounts
 * this view, which removes the frame and the script in it.
 */
export default function ScriptItemView({ item, user }: ItemViewProps<'script'>) {
  const script = useScriptSource(item.script);
  if (script.status === 'loading') return <p aria-busy="true">{scriptMessages.script.loading}</p>;
  if (script.status === 'failed') {
    return (
      <p role="alert" className="script-item__failed">
        {scriptMessages.script.downloadFailed}
      </p>
    );
  }
  return <ScriptFrame title={item.title} source={script.source} connector={item.connector} user={user} />;
}
