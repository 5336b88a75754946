import type { ReactNode } from 'react';

/** A centred card with a title and text: the /disabled, /blocked, /404 and placeholder pages. */
export function PageMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="page-message">
      <section className="page-message__card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
