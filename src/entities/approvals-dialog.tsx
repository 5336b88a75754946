import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { WideDialog } from '../../renderers/entities/wide-dialog';
import { ApprovalList } from '../../renderers/entities/approval-list';
import { useApprovals } from './use-approvals';
import '../../renderers/entities/entities.css';

type Props = { companyId: string; onClose(): void };

/** 'Aprovações pendentes' (SPEC §6 "Entity-approval companies load pending entities"): approvers decide each. */
export default function ApprovalsDialog({ companyId, onClose }: Props) {
  const { list, decision, decide } = useApprovals(companyId);
  return (
    <WideDialog title={entityUiMessages.approvals.title} onClose={onClose}>
      <AccountStatus text={decision.status?.text ?? list.error} error={decision.status?.error ?? Boolean(list.error)} />
      {list.data ? <ApprovalList approvals={list.data} busy={decision.busy} onDecide={decide} /> : null}
      {list.loading && !list.data ? <p role="status">{entityUiMessages.common.loading}</p> : null}
    </WideDialog>
  );
}
