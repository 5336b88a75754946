import { portalMessages } from '../../domain/messages/portal';
import './app-footer.css';

/** The portal footer: the app name and the year. */
export function AppFooter({ appName, year }: { appName: string; year: number }) {
  return (
    <footer className="app-footer">
      <p>{portalMessages.layout.footer(appName, year)}</p>
    </footer>
  );
}
