import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { entitySelectionMachine } from '../../machines/entity-selection.machine';
import type { EntityRef, UserSession } from '../../schemas/session';
import { saveSelection } from '../api/entity-api';
import { listEntities } from '../api/entity-list-api';
import { setSessionUser } from '../session/session-store';
import { withFirstEntity } from './first-entity';

/** The entitySelection statechart over GET .../entity/list and POST .../user/{email}/entity. */
export function useEntitySelection(companyId: string, user: UserSession) {
  const [machine] = useState(() =>
    entitySelectionMachine.provide({
      actors: {
        listEntities: fromPromise(({ input }: { input: { companyId: string; query: string; limit: number } }) =>
          listEntities(input.companyId, { query: input.query, limit: input.limit, fields: ['code', 'description'] }).then((list) =>
            list.map(({ code, description }): EntityRef => ({ code, description })),
          ),
        ),
        saveSelection: fromPromise(({ input }: { input: { companyId: string; email: string; entities: EntityRef[] } }) =>
          saveSelection(input.companyId, input.email, input.entities).then((next) => withFirstEntity(input.companyId, next)),
        ),
      },
      actions: { updateUser: (_, { user: next }) => setSessionUser(next) },
    }),
  );
  return useMachine(machine, { input: { companyId, email: user.email, selected: user.entitySelected } });
}
