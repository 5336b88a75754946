import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { entityMfaMachine } from '../../machines/entity-mfa.machine';
import { entityRegistrationMachine } from '../../machines/entity-registration.machine';
import * as entityApi from '../api/entity-api';
import { registrationActors } from './registration-actors';
import { pathOfState, type RegistrationPath, type RegistrationPaths } from './registration-paths';
import { refreshSessionUser } from './refresh-user';

type Options = { companyId: string; paths: RegistrationPaths; resubmit: string };

/**
 * One run of the entityRegistration statechart over the access calls. `resubmit` (a document another path
 * refused) is submitted at once; `lastPath` is the path the run was on, for 'Tentar outra forma'.
 */
export function useEntityRegistration({ companyId, paths, resubmit }: Options) {
  const [machine] = useState(() =>
    entityRegistrationMachine.provide({
      actors: registrationActors(entityApi),
      actions: {
        entityAdded: () => void refreshSessionUser(companyId),
        approvalRequested: () => void refreshSessionUser(companyId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { companyId, paths } });
  const mfaRef = snapshot.children.mfa as ActorRefFrom<typeof entityMfaMachine> | undefined;
  const mfa = useSelector(mfaRef, (s) => s);
  const submitted = useRef(false);
  useEffect(() => {
    if (!resubmit || submitted.current) return;
    submitted.current = true;
    send({ type: 'SUBMIT', document: resubmit });
  }, [resubmit, send]);
  const state = String(snapshot.value);
  const lastPath = useRef<RegistrationPath | null>(null);
  lastPath.current = pathOfState(state) ?? (state === 'failed' ? lastPath.current : null);
  return { snapshot, state, send, mfa, lastPath: lastPath.current };
}
