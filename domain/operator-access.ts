import { operatorGroup } from './admin-access';

/**
 * Whether a user may be an operator as far as the browser can tell: SPEC §6's group 'adapcon'. The internal
 * e-mail domain and the operator host are the server's (isPlatformOperator); its answer to the list call settles
 * the rest. A file of its own: the portal's menu needs only this, not the operator screen's rules and texts.
 */
export function inOperatorGroup(groups: readonly string[]): boolean {
  return groups.includes(operatorGroup);
}
