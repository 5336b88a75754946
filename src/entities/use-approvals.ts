import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityApproval } from '../../schemas/entity';
import { decideApproval, pendingApprovals } from '../api/entity-api';
import { useAction, useLoaded } from './use-loaded';

/**
 * The pending approvals (the tenant's for an approver, the user's own otherwise) and the decision call.
 * `revision` (e.g. the session user, replaced after the user files a request) reloads the list when it changes.
 */
export function useApprovals(companyId: string, revision?: unknown) {
  const list = useLoaded(() => pendingApprovals(companyId), [companyId, revision]);
  const decision = useAction();
  const decide = (approval: EntityApproval, approved: boolean) => {
    const { approvals } = entityUiMessages;
    const text = approved ? approvals.approved(approval.code, approval.email) : approvals.refused(approval.code, approval.email);
    void decision.run(() => decideApproval(companyId, approval.code, approval.email, approved), text, list.reload);
  };
  return { list, decision, decide };
}
