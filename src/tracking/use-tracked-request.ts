import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { requestTrackerMachine } from '../../machines/request-tracker.machine';

/**
 * Runs a UI-triggered request through the requestTracker statechart (SPEC §4): one at a time, a run while
 * pending is ignored. Returns the tracker state and `run`.
 */
export function useTrackedRequest<In>(request: (input: In) => Promise<unknown>) {
  const requestRef = useRef(request);
  requestRef.current = request;
  const [machine] = useState(() =>
    requestTrackerMachine.provide({
      actors: { request: fromPromise(({ input }: { input: unknown }) => requestRef.current(input as In)) },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    status: snapshot.value as 'idle' | 'pending' | 'resolved' | 'rejected',
    pending: snapshot.value === 'pending',
    run: (input: In) => send({ type: 'RUN', input }),
  };
}
