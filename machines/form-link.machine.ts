import { assign, setup } from 'xstate';
import type { ApiFailure } from '../domain/api-failure';
import { formLinkGone, type FormLinkGone } from '../domain/form-link-state';
import { dynamicFormMessages } from '../domain/messages/dynamic-forms';
import type { DynamicFormView } from '../schemas/dynamic-form';
import type { FormLinkInput } from './inputs/form-link';
import { notProvided } from './shared/effects';

export type { FormLinkInput };

export type FormLinkEvent = { type: 'RETRY' } | { type: 'SUBMIT'; answer: Record<string, unknown> };
export type FormLinkContext = {
  input: FormLinkInput;
  form: DynamicFormView | null;
  answer: Record<string, unknown> | null;
  gone: FormLinkGone | null;
  error: string | null;
};

export const formLinkEffectActions = [] as const;

type Failure = ApiFailure & { body?: { problems?: { message: string }[] } };
const goneOf = (error: unknown) => formLinkGone((error as Failure | undefined)?.error);

/** A refused answer in pt-BR: the server's message with its problems, or 'try again' for anything else. */
function sendError(error: unknown): string {
  const failure = error as Failure | undefined;
  const problems = failure?.body?.problems?.map((p) => p.message).join('; ');
  return problems ? `${failure?.message ?? ''} ${problems}`.trim() : dynamicFormMessages.page.sendFailed;
}

/**
 * /dynamic-form/:hash (issue 11): load the link's form, fill it, send the answer; an unknown, answered or
 * expired link ends in 'gone' (from the server's code, on load or on send), other failures can be retried.
 */
export const formLinkMachine = setup({
  types: {} as { context: FormLinkContext; events: FormLinkEvent; input: FormLinkInput },
  actors: {
    loadForm: notProvided<DynamicFormView, { hash: string }>('loadForm'),
    submitAnswer: notProvided<{ id: string }, { hash: string; answer: Record<string, unknown> }>('submitAnswer'),
  },
  guards: { linkGone: ({ event }) => goneOf((event as { error?: unknown }).error) !== null },
}).createMachine({
  id: 'formLink',
  context: ({ input }) => ({ input, form: null, answer: null, gone: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadForm',
        input: ({ context }) => ({ hash: context.input.hash }),
        onDone: { target: 'filling', actions: assign({ form: ({ event }) => event.output }) },
        onError: [
          { guard: 'linkGone', target: 'gone', actions: assign({ gone: ({ event }) => goneOf(event.error) }) },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    filling: {
      on: { SUBMIT: { target: 'sending', actions: assign({ answer: ({ event }) => event.answer, error: null }) } },
    },
    sending: {
      invoke: {
        src: 'submitAnswer',
        input: ({ context }) => ({ hash: context.input.hash, answer: context.answer ?? {} }),
        onDone: { target: 'thanks' },
        onError: [
          { guard: 'linkGone', target: 'gone', actions: assign({ gone: ({ event }) => goneOf(event.error) }) },
          { target: 'filling', actions: assign({ error: ({ event }) => sendError(event.error) }) },
        ],
      },
    },
    gone: { type: 'final' },
    thanks: { type: 'final' },
  },
});
