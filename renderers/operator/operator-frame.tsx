import type { ReactNode } from 'react';
import { operatorScreenMessages } from '../../domain/messages/operator';
import './operator.css';

type Props = { appName: string; back: ReactNode; children: ReactNode };

/** The operators' page: a bar with the portal's name, the area's title and the way back, then the screen. */
export function OperatorFrame({ appName, back, children }: Props) {
  return (
    <div className="operator">
      <header className="operator__bar">
        <span className="operator__brand">
          <span className="operator__logo" aria-hidden="true">
            {appName.charAt(0).toUpperCase()}
          </span>
          <span>
            {appName} <span className="operator__area">· {operatorScreenMessages.title}</span>
          </span>
        </span>
        <span className="operator__back">{back}</span>
      </header>
      <main className="operator__main">{children}</main>
    </div>
  );
}
