import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { shellMessages } from '../../domain/messages/shell';
import { appRoute } from '../../domain/routing';
import { notificationConsentMachine, type NotificationChoices } from '../../machines/notification-consent.machine';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { NotificationChoices as Choices } from '../../renderers/account/notification-choices';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { updateUser } from '../api/account-api';
import { useTenant } from '../bootstrap/tenant-context';
import { useStableNavigate } from '../hooks/use-stable-navigate';
import { setSessionUser, useSessionUser } from '../session/session-store';
import { AppLink } from '../ui/app-link';

const labels = accountMessages.accountUi.channelLabels;

/** The tenant's channels (company.notifications; a channel turned off is not offered) with pt-BR labels. */
function channelsOf(company: CompanyConfig) {
  return Object.entries(company.notifications ?? {})
    .filter(([, channel]) => channel.status !== false)
    .map(([id]) => ({ id, label: Object.hasOwn(labels, id) ? labels[id]! : id }));
}

function ConsentScreen({ company, user, isLoggingIn }: { company: CompanyConfig; user: UserSession; isLoggingIn: boolean }) {
  const navigate = useStableNavigate();
  const [machine] = useState(() =>
    notificationConsentMachine.provide({
      actors: {
        saveNotifications: fromPromise(({ input }: { input: { notifications: NotificationChoices } }) =>
          updateUser(company.id, {
            notifications: Object.fromEntries(Object.entries(input.notifications).map(([id, status]) => [id, { status }])),
          }),
        ),
      },
      actions: { updateUser: (_, { user: next }) => setSessionUser(next), navigate: (_, { to }) => navigate(to) },
    }),
  );
  const current = Object.fromEntries(Object.entries(user.notifications.channels ?? {}).map(([id, c]) => [id, c.status]));
  const [snapshot, send] = useMachine(machine, {
    input: { channels: channelsOf(company), current, isLoggingIn, appRoute: appRoute(company) },
  });
  const { context } = snapshot;
  const busy = snapshot.matches('saving') || snapshot.matches('done');
  return (
    <AccountCard title={accountMessages.ui.notificationsTitle} lead={accountMessages.accountUi.notificationsText}>
      <div className="account-form">
        <Choices channels={context.input.channels} choices={context.choices} onToggle={(channel) => send({ type: 'TOGGLE', channel })} />
        <AccountStatus text={snapshot.matches('saved') ? (context.alert?.title ?? null) : null} />
        <div className="account-form__actions">
          {/* Opened from the account menu, the page has a way back; in the login flow saving is the way on. */}
          {isLoggingIn ? null : (
            <AppLink className="button button--ghost" to={appRoute(company)}>
              {shellMessages.ui.backHome}
            </AppLink>
          )}
          <button type="button" className="button button--primary" onClick={() => send({ type: 'SAVE' })} disabled={busy} aria-busy={busy}>
            {accountMessages.accountUi.save}
          </button>
        </div>
      </div>
      <AlertDialog alert={snapshot.matches('saveFailed') ? context.alert : null} onDismiss={() => send({ type: 'DISMISS' })} />
    </AccountCard>
  );
}

/** /notifications (auth; the guard loaded the user): consent per channel; ?isLoggingIn=true continues to the app route. */
export default function NotificationsPage() {
  const { company } = useTenant();
  const user = useSessionUser();
  const [params] = useSearchParams();
  if (!user) return null;
  return <ConsentScreen company={company} user={user} isLoggingIn={params.get('isLoggingIn') === 'true'} />;
}
