import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { latestConfigurationDate } from '../../domain/notification-consent';
import { shellMessages } from '../../domain/messages/shell';
import { signInProviderMessages } from '../../domain/messages/sign-in-providers';
import { appRoute } from '../../domain/routing';
import { signInTarget } from '../../domain/sign-in-target';
import type { CompanyConfig } from '../../schemas/company';
import type { LoginResult } from '../../schemas/session';
import { validateSession } from '../api/auth-api';
import { completeAdfsSignIn, federationLogin, openDirectHash } from '../api/sign-in-link-api';
import { useTenant } from '../bootstrap/tenant-context';
import { useStableNavigate } from '../hooks/use-stable-navigate';
import type { LoginNotice } from '../login/login-route';
import { LoadingOverlay } from '../routes/loading-overlay';
import { endSession } from '../session/end-session';
import { persistSession } from '../session/persist-session';

/** A way in by link: its call, and what the portal shows once signed in (the direct hash's title). */
type SignInBy = (company: CompanyConfig, value: string) => Promise<LoginResult & { title?: string; redirectUrl?: string }>;

/** /session/:code: the code is stored (as a login stores it), then validated. */
const bySessionCode: SignInBy = async (company, code) => {
  const result = await validateSession(company.id, code);
  if (result.isPublic) throw { status: 401, error: '#PUBLIC_SESSION' };
  return { code, user: result.json };
};
const byDirectHash: SignInBy = (company, hash) => openDirectHash(company.id, hash);
const byFederationCode: SignInBy = (company, code) => federationLogin(company.id, code);
const byAdfsCallback: SignInBy = (company, query) => completeAdfsSignIn(company.id, query);

/**
 * SPEC §4 "Alternate logins": sign in from the link, then go where a login goes (pending term, consent, app
 * route). A refused link ends any session and shows the login screen with 'Link inválido ou expirado.'.
 */
function SignInLink({ value, signIn, failureNotice }: { value: string; signIn: SignInBy; failureNotice?: (failure: { message?: string }) => LoginNotice['notice'] }) {
  const { company } = useTenant();
  const navigate = useStableNavigate();
  const started = useRef(false);
  useEffect(() => {
    // One-time codes must be spent once, even when an effect runs twice.
    if (started.current) return;
    started.current = true;
    signIn(company, value)
      .then((result) => {
        persistSession(result);
        const to = signInTarget(result.user, {
          appRoute: appRoute(company),
          latestNotificationConfigDate: latestConfigurationDate(company),
          redirectUrl: result.redirectUrl,
        });
        navigate(to, result.title ? { title: result.title } : undefined);
      })
      .catch(async (failure: { message?: string }) => {
        await endSession(company.id);
        const notice: LoginNotice = { notice: failureNotice ? failureNotice(failure) : { title: shellMessages.alerts.invalidLink, text: '' } };
        navigate('/', notice);
      });
  }, [company, value, signIn, navigate, failureNotice]);
  return <LoadingOverlay />;
}

export function SessionCodePage() {
  return <SignInLink value={useParams().code ?? ''} signIn={bySessionCode} />;
}

export function DirectHashPage() {
  return <SignInLink value={useParams().hash ?? ''} signIn={byDirectHash} />;
}

/** Why a Microsoft sign-in failed, in the server's pt-BR words. */
const adfsFailure = (failure: { message?: string }) => ({ title: signInProviderMessages.federation.failedTitle, text: failure.message ?? '' });

/**
 * /federationLogin/:appId: the Microsoft/OIDC provider comes back here with ?code&state (the server finishes the
 * flow); a one-time federation code (?code= alone) is exchanged as before.
 */
export function FederationPage() {
  const [params] = useSearchParams();
  const fromProvider = params.has('state') || params.has('error');
  if (fromProvider) return <SignInLink value={window.location.search} signIn={byAdfsCallback} failureNotice={adfsFailure} />;
  return <SignInLink value={params.get('code') ?? ''} signIn={byFederationCode} />;
}
