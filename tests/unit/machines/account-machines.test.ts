import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { feedbackMachine } from '../../../machines/feedback.machine';
import { notificationConsentMachine } from '../../../machines/notification-consent.machine';
import { passwordChangeMachine, type ChangePasswordInput } from '../../../machines/password-change.machine';
import { profileMachine } from '../../../machines/profile.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import { termsAcceptanceMachine } from '../../../machines/terms-acceptance.machine';
import type { UserSession } from '../../../schemas/session';

const user = { id: 'u1', pendingTerms: {}, notifications: {} } as unknown as UserSession;
const capture = <T, I>(calls: unknown[], output: T) =>
  fromPromise<T, I>(async ({ input }) => {
    calls.push(input);
    return output;
  });

describe('account machines: actors get what the contract says', () => {
  it('registration posts the hash, trimmed nick and phone', async () => {
    const calls: unknown[] = [];
    const machine = registrationMachine.provide({
      actors: { completeRegistration: capture(calls, { user, code: 'c' }) },
    });
    const actor = createActor(machine, {
      input: {
        companyId: 'local',
        email: 'n@demo.com.br',
        hash: 'h',
        passwordRules: { min: 4 },
        appRoute: '/menu',
      },
    }).start();
    actor.send({ type: 'SUBMIT', nick: ' Nina ', password: 'abcd', phone: '3456-7890' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([
      {
        companyId: 'local',
        email: 'n@demo.com.br',
        hash: 'h',
        nick: 'Nina',
        password: 'abcd',
        phone: '3456-7890',
      },
    ]);
  });

  it('password change sends the current and new password; reset sends the hash', async () => {
    const calls: unknown[] = [];
    const machine = passwordChangeMachine.provide({
      actors: {
        changePassword: capture<unknown, ChangePasswordInput>(calls, {}),
        completeReset: capture(calls, { user, code: 'c' }),
      },
    });
    const base = { companyId: 'local', email: 'a@demo.com.br', passwordRules: { min: 4 }, appRoute: '/menu' };
    const change = createActor(machine, { input: { ...base, mode: 'change' } }).start();
    change.send({ type: 'SUBMIT', oldPassword: 'old1', password: 'new12', confirmation: 'new12' });
    await waitFor(change, (s) => s.matches('done'));
    const reset = createActor(machine, { input: { ...base, mode: 'reset', hash: 'h' } }).start();
    reset.send({ type: 'SUBMIT', password: 'new12', confirmation: 'new12' });
    await waitFor(reset, (s) => s.matches('done'));
    expect(calls).toEqual([
      { companyId: 'local', email: 'a@demo.com.br', oldPassword: 'old1', password: 'new12' },
      { companyId: 'local', email: 'a@demo.com.br', hash: 'h', password: 'new12' },
    ]);
  });

  it('terms, consent, profile and feedback pass their refs and values', async () => {
    const calls: unknown[] = [];
    const terms = createActor(
      termsAcceptanceMachine.provide({
        actors: {
          loadTerm: capture(calls, { id: 'uso', version: 2, title: 'T', html: '' }),
          acceptTerm: capture(calls, user),
        },
      }),
      { input: { termId: 'uso', version: 2, continueTo: '/menu' } },
    ).start();
    await waitFor(terms, (s) => s.matches('showing'));
    terms.send({ type: 'ACCEPT' });
    await waitFor(terms, (s) => s.matches('done'));

    const consent = createActor(
      notificationConsentMachine.provide({ actors: { saveNotifications: capture(calls, user) } }),
      {
        input: {
          channels: [{ id: 'sms', label: 'SMS' }],
          current: {},
          isLoggingIn: false,
          appRoute: '/menu',
        },
      },
    ).start();
    consent.send({ type: 'TOGGLE', channel: 'sms' });
    consent.send({ type: 'SAVE' });
    await waitFor(consent, (s) => s.matches('saved'));

    const profile = createActor(profileMachine.provide({ actors: { saveProfile: capture(calls, user) } }), {
      input: { nick: 'Ana' },
    }).start();
    profile.send({ type: 'SAVE', nick: 'Ana', phone: '(11) 98765-4321' });
    await waitFor(profile, (s) => s.matches('saved'));

    const feedback = createActor(
      feedbackMachine.provide({ actors: { sendFeedback: capture(calls, user) } }),
      {
        input: {},
      },
    ).start();
    feedback.send({ type: 'CHOOSE', score: 10 });
    feedback.send({ type: 'SEND' });
    await waitFor(feedback, (s) => s.matches('thanks'));

    expect(calls).toEqual([
      { termId: 'uso', version: 2 },
      { termId: 'uso', version: 2 },
      { notifications: { sms: true } },
      { nick: 'Ana', phone: '11987654321' },
      { feedbackScore: 10 },
    ]);
  });

  it('default actors reject, so nothing hidden runs', async () => {
    const feedback = createActor(feedbackMachine, { input: { score: 5 } }).start();
    feedback.send({ type: 'SEND' });
    await waitFor(feedback, (s) => s.matches('sendFailed'));
    const terms = createActor(termsAcceptanceMachine, {
      input: { termId: 'uso', version: 1, continueTo: '/' },
    }).start();
    await waitFor(terms, (s) => s.matches('notFound'));
    expect(terms.getSnapshot().context.alert?.title).toBe('Algum imprevisto aconteceu!');
  });
});
