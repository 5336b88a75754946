import type { ReactNode } from 'react';
import { PageHeading } from '../ui/page-heading';
import './account.css';

type Props = { title: string; lead?: string; wide?: boolean; children?: ReactNode };

/** The frame of the account pages (/register, /changePassword, /termos, /notifications, /help, public). */
export function AccountCard({ title, lead, wide, children }: Props) {
  return (
    <main className="account-page">
      <section className={`account-card ${wide ? 'account-card--wide' : ''}`} aria-labelledby="account-title">
        <PageHeading id="account-title" className="account-card__title">
          {title}
        </PageHeading>
        {lead ? <p className="account-card__lead">{lead}</p> : null}
        {children}
      </section>
    </main>
  );
}

/** A success or failure line under a form, announced politely. */
export function AccountStatus({ text, error }: { text: string | null; error?: boolean }) {
  if (!text) return null;
  return (
    <p className={`account-status ${error ? 'account-status--error' : ''}`} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
