import type { ReactNode } from 'react';
import { PageHeading } from '../../renderers/ui/page-heading';
import { AppLink } from '../ui/app-link';

type Props = {
  title: string;
  /** The card's paragraph. */
  text?: string | null;
  /** The way on, as the card's button (below the text and any children). */
  link?: { to: string; label: string };
  children?: ReactNode;
};

/** A centred card with a title and text: the /disabled, /blocked, /404 and refusal pages. */
export function PageMessage({ title, text, link, children }: Props) {
  return (
    <main className="page-message">
      <section className="page-message__card">
        <PageHeading>{title}</PageHeading>
        {text ? <p>{text}</p> : null}
        {children}
        {link ? (
          <AppLink className="button button--primary" to={link.to}>
            {link.label}
          </AppLink>
        ) : null}
      </section>
    </main>
  );
}
