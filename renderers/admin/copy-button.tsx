import { useState } from 'react';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';

const t = adminFinanceUi.credentials;

/** 'Copiar …': the text to the clipboard, with a spoken result (select the field by hand when refused). */
export function CopyButton({ text, label, onFailed }: { text: string; label: string; onFailed?(): void }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      onFailed?.();
      setState('failed');
    }
  };
  return (
    <span className="copy-button">
      <button type="button" className="button button--outline button--small" disabled={text === ''} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="ops-muted">
        {state === 'copied' ? t.copied : state === 'failed' ? t.copyFailed : ''}
      </span>
    </span>
  );
}
