import { shellMessages } from '../../domain/messages/shell';
import './skip-link.css';

/** The id of the screen's <main> (tabIndex -1), where the skip link and a navigation that lost the focus land. */
export const MAIN_ID = 'conteudo';

/**
 * 'Pular para o conteúdo': the first stop of Tab, shown only while focused, that takes the focus past the header
 * and the menus to the screen. It moves the focus itself instead of following '#conteudo', which would add an
 * entry to the browser's history.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {shellMessages.skipToContent}
    </a>
  );
}
