import { describe, expect, it } from 'vitest';
import {
  configuredPaths,
  firstPath,
  hasNextPath,
  pathOfState,
  pathsWithout,
} from '../../../src/entities/registration-paths';

const all = {
  autoValidate: { sql: 'auto', connector: 'erp' },
  question: { sql: 'q', connector: 'erp', description: 'Qual é o CEP da sede?' },
  mfa: true,
  approval: true,
};

describe('entity registration paths (SPEC §4: autoValidate, question, MFA, approval)', () => {
  it('reads the tenant config into the statechart input', () => {
    expect(configuredPaths({ entity: all })).toEqual({
      autoValidate: true,
      question: { description: 'Qual é o CEP da sede?' },
      mfa: true,
      approval: true,
    });
    expect(configuredPaths({})).toEqual({ autoValidate: false, question: null, mfa: false, approval: false });
  });

  it('falls through to the next path once one refused, in the SPEC order', () => {
    const paths = configuredPaths({ entity: all });
    expect(firstPath(paths)).toBe('autoValidate');
    expect(firstPath(pathsWithout(paths, ['autoValidate']))).toBe('question');
    expect(firstPath(pathsWithout(paths, ['autoValidate', 'question']))).toBe('mfa');
    expect(firstPath(pathsWithout(paths, ['autoValidate', 'question', 'mfa']))).toBe('approval');
    expect(firstPath(pathsWithout(paths, ['autoValidate', 'question', 'mfa', 'approval']))).toBeNull();
  });

  it("offers 'try another way' only when another path is left", () => {
    const paths = configuredPaths({ entity: all });
    expect(hasNextPath(paths, 'autoValidate')).toBe(true);
    expect(hasNextPath(paths, 'approval')).toBe(true);
    const onlyApproval = configuredPaths({ entity: { approval: true } });
    expect(hasNextPath(onlyApproval, 'approval')).toBe(false);
    expect(hasNextPath(configuredPaths({ entity: { mfa: true, approval: true } }), 'mfa')).toBe(true);
  });

  it('names the path of each registration state', () => {
    expect(pathOfState('refused')).toBe('autoValidate');
    expect(pathOfState('wrongAnswer')).toBe('question');
    expect(pathOfState('mfa')).toBe('mfa');
    expect(pathOfState('requestingApproval')).toBe('approval');
    expect(pathOfState('editing')).toBeNull();
    expect(pathOfState('added')).toBeNull();
  });
});
