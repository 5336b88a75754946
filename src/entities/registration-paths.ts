import type { EntityRegistrationInput } from '../../machines/entity-registration.machine';
import type { CompanyConfig } from '../../schemas/company';

export type RegistrationPath = 'autoValidate' | 'question' | 'mfa' | 'approval';
export type RegistrationPaths = EntityRegistrationInput['paths'];

/** SPEC §4 order: the machine takes the first configured path; a refusal lets the user try the next one. */
const order: readonly RegistrationPath[] = ['autoValidate', 'question', 'mfa', 'approval'];

/** The tenant's paths (company.entity) as the entityRegistration input wants them. */
export function configuredPaths(company: Pick<CompanyConfig, 'entity'>): RegistrationPaths {
  const entity = company.entity ?? {};
  return {
    autoValidate: Boolean(entity.autoValidate),
    question: entity.question ? { description: entity.question.description } : null,
    mfa: entity.mfa === true,
    approval: entity.approval === true,
  };
}

const offers = (paths: RegistrationPaths, path: RegistrationPath) => (path === 'question' ? paths.question !== null : paths[path]);

/** The paths left once the `tried` ones refused the document. */
export function pathsWithout(paths: RegistrationPaths, tried: readonly RegistrationPath[]): RegistrationPaths {
  return {
    autoValidate: paths.autoValidate && !tried.includes('autoValidate'),
    question: tried.includes('question') ? null : paths.question,
    mfa: paths.mfa && !tried.includes('mfa'),
    approval: paths.approval && !tried.includes('approval'),
  };
}

/** The path the machine takes with these paths (the first offered), or null. */
export const firstPath = (paths: RegistrationPaths): RegistrationPath | null => order.find((p) => offers(paths, p)) ?? null;

/** Whether another path is left after `current` (the one the machine is on). */
export const hasNextPath = (paths: RegistrationPaths, current: RegistrationPath) =>
  firstPath(pathsWithout(paths, [current])) !== null;

/** The path a state of entityRegistration belongs to (null outside a path: editing, added, pending). */
export function pathOfState(state: string): RegistrationPath | null {
  if (state === 'autoValidating' || state === 'refused') return 'autoValidate';
  if (state === 'answering' || state === 'checkingAnswer' || state === 'wrongAnswer') return 'question';
  if (state === 'mfa') return 'mfa';
  if (state === 'approvalForm' || state === 'requestingApproval') return 'approval';
  return null;
}
