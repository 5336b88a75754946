import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiFailure } from '../../domain/api-failure';
import type { JsonObject } from '../../domain/form-rules';
import { formLinkGone, type FormLinkGone } from '../../domain/form-link-state';
import { dynamicFormMessages } from '../../domain/messages/dynamic-forms';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { DynamicForm } from '../../renderers/forms/dynamic-form';
import { LoadFailed } from '../../renderers/ui/load-failed';
import type { DynamicFormView } from '../../schemas/dynamic-form';
import { loadDynamicForm, submitDynamicForm } from '../api/dynamic-form-api';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';

const texts = dynamicFormMessages;

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'gone'; why: FormLinkGone }
  | { kind: 'form'; form: DynamicFormView; sending: boolean; error: string | null }
  | { kind: 'thanks'; form: DynamicFormView };

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
 * checks against the same schema, and thanks; an unknown, used or expired link gets its own pt-BR page.
 */
export default function DynamicFormPage() {
  const { company } = useTenant();
  const hash = useParams().hash ?? '';
  const [view, setView] = useState<View>({ kind: 'loading' });

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    loadDynamicForm(company.id, hash)
      .then((form) => setView({ kind: 'form', form, sending: false, error: null }))
      .catch((failure: ApiFailure) => {
        const why = formLinkGone(failure.error);
        setView(why ? { kind: 'gone', why } : { kind: 'failed' });
      });
  }, [company.id, hash]);
  useEffect(load, [load]);

  const send = (form: DynamicFormView, answer: JsonObject) => {
    setView({ kind: 'form', form, sending: true, error: null });
    submitDynamicForm(company.id, hash, answer)
      .then(() => setView({ kind: 'thanks', form }))
      .catch((failure: ApiFailure & { body?: { problems?: { message: string }[] } }) => {
        const why = formLinkGone(failure.error);
        if (why) return setView({ kind: 'gone', why });
        const problems = failure.body?.problems?.map((p) => p.message).join('; ');
        setView({ kind: 'form', form, sending: false, error: problems ? `${failure.message ?? ''} ${problems}` : texts.page.sendFailed });
      });
  };

  switch (view.kind) {
    case 'loading':
      return (
        <AccountCard title={texts.page.defaultTitle}>
          <p role="status">{texts.page.loading}</p>
        </AccountCard>
      );
    case 'failed':
      return (
        <AccountCard title={texts.page.defaultTitle}>
          <LoadFailed text={texts.page.loadFailed} retry={texts.page.retry} onRetry={load} />
        </AccountCard>
      );
    case 'gone':
      return (
        <AccountCard title={goneTexts[view.why].title} lead={goneTexts[view.why].text}>
          <HomeLink />
        </AccountCard>
      );
    case 'thanks':
      return (
        <AccountCard title={texts.page.thankYouTitle}>
          <p role="status">{view.form.thankYou}</p>
          <HomeLink />
        </AccountCard>
      );
    case 'form':
      return (
        <AccountCard title={view.form.title} wide>
          <DynamicForm
            schema={view.form.schema as JsonObject}
            uiSchema={view.form.uiSchema as JsonObject}
            initialData={{}}
            submitLabel={view.sending ? texts.page.sending : view.form.submitLabel}
            saving={view.sending}
            onSubmit={(answer) => send(view.form, answer)}
          />
          <AccountStatus text={view.error} error />
        </AccountCard>
      );
  }
}
