import type { ReactNode } from 'react';
import { PageHeading } from '../../renderers/ui/page-heading';

/** A centred card with a title and text: the /disabled, /blocked, /404 and placeholder pages. */
export function PageMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="page-message">
      <section className="page-message__card">
        <PageHeading>{title}</PageHeading>
        {children}
      </section>
    </main>
  );
}
