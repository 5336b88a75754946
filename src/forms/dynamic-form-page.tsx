import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { JsonObject } from '../../domain/form-rules';
import type { FormLinkGone } from '../../domain/form-link-state';
import { dynamicFormMessages } from '../../domain/messages/dynamic-forms';
import { leaveMessages } from '../../domain/messages/leave';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { DynamicForm } from '../../renderers/forms/dynamic-form';
import { LoadFailed } from '../../renderers/ui/load-failed';
import { fromPromise } from 'xstate';
import { formLinkMachine } from '../../machines/form-link.machine';
import { loadDynamicForm, submitDynamicForm } from '../api/dynamic-form-api';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';
import { LeaveGuard } from '../ui/leave-guard';

const texts = dynamicFormMessages;

const goneTexts: Record<FormLinkGone, { title: string; text: string }> = {
  notFound: { title: texts.gone.notFoundTitle, text: texts.gone.notFound },
  used: { title: texts.gone.usedTitle, text: texts.gone.used },
  expired: { title: texts.gone.expiredTitle, text: texts.gone.expired },
};

function HomeLink() {
  return (
    <p>
      <AppLink className="button button--ghost" to="/">
        {texts.page.goHome}
      </AppLink>
    </p>
  );
}

/**
 * /dynamic-form/:hash (issue 11): the public page of an e-mailed form link. It loads the form from the server,
 * renders it with the portal's RJSF form (this page is its own lazy chunk), sends the answer, which the server
 * checks against the same schema, and thanks; an unknown, used or expired link gets its own pt-BR page. An answer
 * typed and not sent is not lost to a closed tab unasked (ui/leave-guard). The steps are the formLink statechart
 * (machines/form-link.machine.ts).
 */
export default function DynamicFormPage() {
  const { company } = useTenant();
  const hash = useParams().hash ?? '';
  const [machine] = useState(() =>
    formLinkMachine.provide({
      actors: {
        loadForm: fromPromise(({ input }: { input: { hash: string } }) => loadDynamicForm(company.id, input.hash)),
        submitAnswer: fromPromise(({ input }: { input: { hash: string; answer: JsonObject } }) => submitDynamicForm(company.id, input.hash, input.answer)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { hash } });
  const { pathname } = useLocation();
  // Typed in and not sent yet: closing or reloading the tab asks first (the answer would be lost).
  const [edited, setEdited] = useState(false);
  const { form, gone, error } = snapshot.context;

  if (snapshot.matches('gone') && gone) {
    return (
      <AccountCard title={goneTexts[gone].title} lead={goneTexts[gone].text}>
        <HomeLink />
      </AccountCard>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <AccountCard title={texts.page.defaultTitle}>
        <LoadFailed text={texts.page.loadFailed} retry={texts.page.retry} onRetry={() => send({ type: 'RETRY' })} />
      </AccountCard>
    );
  }
  if (snapshot.matches('thanks') && form) {
    return (
      <AccountCard title={texts.page.thankYouTitle}>
        <p role="status">{form.thankYou}</p>
        <HomeLink />
      </AccountCard>
    );
  }
  if (!form) {
    return (
      <AccountCard title={texts.page.defaultTitle}>
        <p role="status">{texts.page.loading}</p>
      </AccountCard>
    );
  }
  const sending = snapshot.matches('sending');
  return (
    <AccountCard title={form.title} wide>
      <DynamicForm
        schema={form.schema as JsonObject}
        uiSchema={form.uiSchema as JsonObject}
        initialData={{}}
        submitLabel={sending ? texts.page.sending : form.submitLabel}
        saving={sending}
        onSubmit={(answer) => send({ type: 'SUBMIT', answer })}
        onEdit={() => setEdited(true)}
      />
      <LeaveGuard changed={edited} keep={pathname} text={leaveMessages.formItem} />
      <AccountStatus text={error} error />
    </AccountCard>
  );
}
