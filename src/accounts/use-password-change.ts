import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  passwordChangeMachine,
  type ChangePasswordInput,
  type CompleteResetInput,
} from '../../machines/password-change.machine';
import type { CompanyConfig } from '../../schemas/company';
import { completeReset, updateUser } from '../api/account-api';
import { useStableNavigate } from '../hooks/use-stable-navigate';
import { persistSession } from '../session/persist-session';
import { setSessionUser } from '../session/session-store';
import { accountOptions } from './account-options';

type Mode = { mode: 'reset'; email: string; hash: string } | { mode: 'change'; email: string };

/** The passwordChange statechart with the real calls: /changePassword (both modes) and the password modal. */
export function usePasswordChange(company: CompanyConfig, mode: Mode) {
  const navigate = useStableNavigate();
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        completeReset: fromPromise(({ input }: { input: CompleteResetInput }) =>
          completeReset(input.companyId, input.email, input.hash, input.password),
        ),
        changePassword: fromPromise<unknown, ChangePasswordInput>(async ({ input }) => {
          const user = await updateUser(input.companyId, { oldPassword: input.oldPassword, password: input.password });
          setSessionUser(user);
          return user;
        }),
      },
      actions: { persistSession: (_, result) => persistSession(result), navigate: (_, { to }) => navigate(to) },
    }),
  );
  const options = accountOptions(company);
  const [snapshot, send] = useMachine(machine, { input: { ...options, ...mode } });
  return { snapshot, send, minPassword: options.passwordRules.min };
}
