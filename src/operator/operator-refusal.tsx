import { operatorScreenMessages } from '../../domain/messages/operator';
import { PageMessage } from '../routes/page-message';

const t = operatorScreenMessages.refusal;

/** What a signed-in user who may not operate gets on /operacao: not an operator, or not the operator host. */
export function OperatorRefusal({ reason }: { reason: 'forbidden' | 'elsewhere' }) {
  return (
    <PageMessage
      title={reason === 'forbidden' ? t.forbiddenTitle : t.elsewhereTitle}
      text={reason === 'forbidden' ? t.forbiddenText : t.elsewhereText}
      link={{ to: '/', label: operatorScreenMessages.backToPortal }}
    />
  );
}
