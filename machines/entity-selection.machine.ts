/**
 * entitySelection: the entity selector (SPEC §4 Session "changing selected entities needs at least 1", §5).
 *
 * input   { companyId; email; selected: EntityRef[] (the session's entitySelected); limit?: number (50) }
 * events  SEARCH {query} (reloads the list, also while loading) | TOGGLE {code} (an entity of the list or of the
 *         selection) | SAVE | RETRY (loadFailed) | DISMISS (saveFailed)
 * actors  listEntities({ companyId, query, limit }) -> EntityRef[]; saveSelection({ companyId, email, entities:
 *         EntityRef[] }) -> UserSession
 * actions updateUser({ user }) once saved
 * states  loading, loadFailed, choosing, saving, saveFailed, saved (final)
 * context query, entities (the list shown), selected (kept across searches), fieldError
 *         ('Você precisa selecionar no mínimo 1 empresa!' or null), alert
 */
import { assign, setup } from 'xstate';
import { entityMessages } from '../domain/messages/entities';
import type { EntityRef, UserSession } from '../schemas/session';
import type { EntitySelectionInput } from './inputs/entity-selection';
import { failureAlert, notProvided, type Alert } from './shared/effects';

export type { EntitySelectionInput };

export type EntitySelectionEvent =
  | { type: 'SEARCH'; query: string }
  | { type: 'TOGGLE'; code: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };
export type EntitySelectionContext = {
  input: EntitySelectionInput;
  query: string;
  entities: EntityRef[];
  selected: EntityRef[];
  fieldError: string | null;
  alert: Alert | null;
};

export const DEFAULT_ENTITY_LIMIT = 50;
export const entitySelectionEffectActions = ['updateUser'] as const;

/** The selection after toggling `code`: removed when selected, else added from the list (unknown codes ignored). */
function toggled(context: EntitySelectionContext, code: string): EntityRef[] {
  if (context.selected.some((e) => e.code === code)) return context.selected.filter((e) => e.code !== code);
  const entity = context.entities.find((e) => e.code === code);
  return entity ? [...context.selected, entity] : context.selected;
}

const search = {
  target: '#entitySelection.loading',
  reenter: true,
  actions: 'takeQuery' as const,
};

export const entitySelectionMachine = setup({
  types: {} as { context: EntitySelectionContext; events: EntitySelectionEvent; input: EntitySelectionInput },
  actors: {
    listEntities: notProvided<EntityRef[], { companyId: string; query: string; limit: number }>(
      'listEntities',
    ),
    saveSelection: notProvided<UserSession, { companyId: string; email: string; entities: EntityRef[] }>(
      'saveSelection',
    ),
  },
  actions: {
    takeQuery: assign({ query: ({ event }) => (event.type === 'SEARCH' ? event.query.trim() : '') }),
    updateUser: (_, _params: { user: UserSession }) => {},
  },
  guards: { noneSelected: ({ context }) => context.selected.length === 0 },
}).createMachine({
  id: 'entitySelection',
  context: ({ input }) => ({
    input,
    query: '',
    entities: [],
    selected: input.selected,
    fieldError: null,
    alert: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { SEARCH: search },
      invoke: {
        src: 'listEntities',
        input: ({ context }) => ({
          companyId: context.input.companyId,
          query: context.query,
          limit: context.input.limit ?? DEFAULT_ENTITY_LIMIT,
        }),
        onDone: {
          target: 'choosing',
          actions: assign({ entities: ({ event }) => event.output, alert: null }),
        },
        onError: { target: 'loadFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading', SEARCH: search } },
    choosing: {
      on: {
        SEARCH: search,
        TOGGLE: {
          actions: assign({
            selected: ({ context, event }) => toggled(context, event.code),
            fieldError: null,
          }),
        },
        SAVE: [
          { guard: 'noneSelected', actions: assign({ fieldError: entityMessages.validation.entitySelection }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ alert: null, fieldError: null }),
      invoke: {
        src: 'saveSelection',
        input: ({ context }) => ({
          companyId: context.input.companyId,
          email: context.input.email,
          entities: context.selected,
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'saveFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
      },
    },
    saveFailed: { on: { SAVE: 'saving', DISMISS: { target: 'choosing', actions: assign({ alert: null }) } } },
    saved: { type: 'final' },
  },
});
