import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../domain/messages/server';
import { DomainError } from '../../../domain/domain-error';

describe('the 429 #RATE_LIMITED message says how long to wait (from Retry-After)', () => {
  it('in seconds under a minute, in whole minutes (rounded up) from one minute on', () => {
    expect(serverMessages.rateLimited(1)).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    expect(serverMessages.rateLimited(45)).toBe('Muitas tentativas. Aguarde 45 segundos e tente novamente.');
    expect(serverMessages.rateLimited(60)).toBe('Muitas tentativas. Aguarde 1 minuto e tente novamente.');
    expect(serverMessages.rateLimited(61)).toBe('Muitas tentativas. Aguarde 2 minutos e tente novamente.');
    expect(serverMessages.rateLimited(15 * 60)).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
  });
});

describe('a #RATE_LIMITED thrown without a wait', () => {
  it('carries the same words without the wait, from the one template', () => {
    expect(new DomainError('#RATE_LIMITED').message).toBe('Muitas tentativas. Aguarde e tente novamente.');
    expect(new DomainError('#RATE_LIMITED').message).toBe(serverMessages.rateLimited());
  });
});
