// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '../../../../schemas/session';

const logout = vi.fn(async () => undefined);
vi.mock('../../../../src/api/auth-api', () => ({ logout }));
vi.mock('../../../../src/chat/chat-state', () => ({ stopChat: () => undefined }));

const { endSession, forgetLostSession, sessionWasLost } = await import('../../../../src/session/end-session');
const { storeSessionCode } = await import('../../../../src/session/session-storage');
const { setSessionUser } = await import('../../../../src/session/session-store');

const person = (isPublic: boolean) => ({ id: 'u1', email: 'ana@demo.com.br', nick: 'Ana', isPublic }) as unknown as UserSession;

afterEach(() => {
  forgetLostSession();
  logout.mockClear();
});

describe('endSession: a session the server refused is remembered for the login to say so', () => {
  it("marks a refused stored session as lost, not the person's own 'Sair'", async () => {
    storeSessionCode('abc');
    await endSession('local');
    expect(sessionWasLost()).toBe(false);
    expect(logout).toHaveBeenCalledWith('local', 'abc');
    storeSessionCode('def');
    await endSession('local', { lost: true });
    expect(sessionWasLost()).toBe(true);
    forgetLostSession();
    expect(sessionWasLost()).toBe(false);
  });

  it('marks a person signed in on this tab whose stored code another tab cleared, never a visitor or no one', async () => {
    setSessionUser(person(false));
    await endSession('local', { lost: true });
    expect(sessionWasLost()).toBe(true);
    expect(logout).not.toHaveBeenCalled();
    forgetLostSession();
    setSessionUser(person(true));
    await endSession('local', { lost: true });
    expect(sessionWasLost()).toBe(false);
    await endSession('local', { lost: true });
    expect(sessionWasLost()).toBe(false);
  });
});
