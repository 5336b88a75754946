import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { shellMessages } from '../../domain/messages/shell';
import { registrationMachine, type CompleteRegistrationInput } from '../../machines/registration.machine';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { RegistrationForm } from '../../renderers/account/registration-form';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import { completeRegistration } from '../api/account-api';
import { useTenant } from '../bootstrap/tenant-context';
import { useStableNavigate } from '../hooks/use-stable-navigate';
import { persistSession } from '../session/persist-session';
import { accountOptions } from './account-options';
import { AppLink } from '../ui/app-link';

/** /register?email=&hash= (the e-mailed link): completes the registration, signs in, goes on (SPEC §4). */
export default function RegisterPage() {
  const { company } = useTenant();
  const [params] = useSearchParams();
  const navigate = useStableNavigate();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        completeRegistration: fromPromise(({ input }: { input: CompleteRegistrationInput }) =>
          completeRegistration(input.companyId, input.email, input.hash, input),
        ),
      },
      actions: { persistSession: (_, result) => persistSession(result), navigate: (_, { to }) => navigate(to) },
    }),
  );
  const options = accountOptions(company);
  const email = params.get('email') ?? '';
  const [snapshot, send] = useMachine(machine, { input: { ...options, email, hash: params.get('hash') ?? '' } });
  const { context } = snapshot;
  return (
    <AccountCard title={accountMessages.accountUi.registerTitle}>
      {snapshot.matches('invalidLink') ? (
        <>
          <AccountStatus text={shellMessages.alerts.invalidLink} error />
          <p>
            <AppLink to="/">{shellMessages.ui.backHome}</AppLink>
          </p>
        </>
      ) : (
        <RegistrationForm
          email={email}
          minPassword={options.passwordRules.min}
          errors={context.fieldErrors}
          busy={!snapshot.matches('editing')}
          onSubmit={(form) => send({ type: 'SUBMIT', ...form })}
        />
      )}
      <AlertDialog alert={snapshot.matches('connectionError') ? context.alert : null} onDismiss={() => send({ type: 'DISMISS' })} />
    </AccountCard>
  );
}
