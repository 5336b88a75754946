import { useMachine } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appRoute } from '../../domain/routing';
import { latestConfigurationDate } from '../../domain/notification-consent';
import { chatToLoad } from '../../domain/chat-providers';
import { loginMachine } from '../../machines/login.machine';
import type { LoginInput } from '../../machines/login/types';
import type { CompanyConfig } from '../../schemas/company';
import { MachineRecordingContext } from '../qa/record/recording-context';
import { requestChatOpen } from '../chat/chat-state';
import { shareGeolocation } from '../session/share-geolocation';
import { storeSessionCode } from '../session/session-storage';
import { setSessionUser } from '../session/session-store';
import { loginEffects, recordLoginConnectionError } from './login-effects';

/** A pending term comes before redirect_url (SPEC §4 step 7): the term page carries it on, to continue there. */
export function withRedirectUrl(target: string, redirectUrl: string | null): string {
  if (!redirectUrl || !target.startsWith('/termos/')) return target;
  return `${target}?redirect_url=${encodeURIComponent(redirectUrl)}`;
}

/** The statechart input from the company config and the URL (contract: login statechart input). */
export function loginInputOf(company: CompanyConfig, redirectUrl: string | null): LoginInput {
  const check = company.loginConnectionCheck;
  return {
    companyId: company.id,
    externalAuth: company.hasExternalAuth === true,
    selfRegistration: company.selfRegistration?.enabled === true,
    notRegisteredNotification: company.selfRegistration?.enableUserNotRegisteredNotification === true,
    userBlockedMessage: company.message?.userBlocked,
    redirectUrl,
    appRoute: appRoute(company),
    connectionCheck: {
      enable: check?.enable === true,
      force: check?.forceConnectionError,
      sql: check?.sql,
      connector: check?.connector,
    },
    latestNotificationConfigDate: latestConfigurationDate(company),
  };
}

/** Runs the login statechart with the real effects; `focusKey` bumps when the password must be refocused. */
export function useLoginMachine(company: CompanyConfig, redirectUrl: string | null) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [focusKey, setFocusKey] = useState(0);
  // QA 'Gravar' (development only): the same real effects, wrapped so the session is recorded as a fixture.
  const recording = useContext(MachineRecordingContext);
  const [input] = useState(() => loginInputOf(company, redirectUrl));
  const [machine] = useState(() => {
    const provided = {
      actors: loginEffects,
      actions: {
        persistSession: (_, params) => {
          storeSessionCode(params.code);
          setSessionUser(params.user);
          // SPEC §3: the session's geolocation, asked once after login (a refusal is silent).
          shareGeolocation(company.id);
        },
        // SPEC §4 step 6: the widget loads for the signed-in user (ChatEffects); `openOnLogin` also opens it.
        openChat: () => {
          if (chatToLoad(company.chat)?.openOnLogin) requestChatOpen();
        },
        goExternal: (_, params) => window.location.assign(params.url),
        navigate: (_, params) => {
          // Outside the app (e.g. an absolute redirect_url of another origin) is refused: stay in the portal.
          const to = params.to.startsWith('/') && !params.to.startsWith('//') ? params.to : '/';
          navigateRef.current(withRedirectUrl(to, redirectUrl), { replace: true });
        },
        recordConnectionError: () => recordLoginConnectionError(company.id),
        focusPassword: () => setFocusKey((key) => key + 1),
      },
    } satisfies Parameters<typeof loginMachine.provide>[0];
    return loginMachine.provide(recording ? recording.wrap('login', input, provided) : provided);
  });
  const [snapshot, machineSend, actorRef] = useMachine(machine, { input });
  useEffect(() => recording?.attach(() => actorRef.getSnapshot()), [recording, actorRef]);
  const send = useMemo<typeof machineSend>(() => {
    if (!recording) return machineSend;
    return (event) => {
      recording.sent(event, () => actorRef.getSnapshot());
      machineSend(event);
    };
  }, [recording, machineSend, actorRef]);
  return { snapshot, send, focusKey };
}
