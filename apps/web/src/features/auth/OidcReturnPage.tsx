import { BACK_TO_LOGIN_LINK, LOGIN_BUTTON, USER_DELETED_DIALOG_TITLE } from '@gestar/domain/messages/auth';
import { USER_DELETED_MESSAGE } from '@gestar/domain/messages/navigation';
import { OIDC_SIGNING_IN } from '@gestar/domain/messages/oidc';
import { Alert, CircularProgress, Link, Stack } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { hasOfflinePassword, storeOfflineCredential } from '../../auth-session/offline-credential.ts';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { localDb } from '../../local-db/database.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { AuthCard } from './AuthCard.tsx';
import type { TermsGateProps } from './LoginPage.tsx';
import type { LoginStep } from './login-flow.ts';
import { OfflinePasswordDialog } from './OfflinePasswordDialog.tsx';
import {
  appOidcReturnDeps,
  finishAfterTerms,
  finishOidcSignIn,
  type OidcReturnDeps,
  readOidcReturn,
  returnTarget,
} from './oidc-return.ts';

const ProfileDialog = lazy(() =>
  import('./ProfileDialog.tsx').then((module) => ({ default: module.ProfileDialog })),
);

type Phase =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'deleted' }
  | { kind: 'profile'; codigo: string }
  | { kind: 'terms'; step: Extract<LoginStep, { kind: 'terms' }> }
  | { kind: 'offline-password'; user: SessionUser };

/**
 * /login/oidc: where the organisation's provider sends the person back. It trades the
 * one-time code for a session, with the password login's dialogs (profile, terms), then offers the offline
 * password the device needs for the corral, and opens the page the sign-in started from.
 */
export function OidcReturnPage({
  TermsDialog,
  deps = appOidcReturnDeps,
}: {
  TermsDialog: React.ComponentType<TermsGateProps>;
  deps?: OidcReturnDeps;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const target = returnTarget(location.search);
  const started = useRef(false);

  const handle = useCallback(
    async (step: LoginStep, codigo: string | null) => {
      if (step.kind === 'signed-in') {
        if (await hasOfflinePassword(localDb, step.user.id)) navigate(target, { replace: true });
        else setPhase({ kind: 'offline-password', user: step.user });
      } else if (step.kind === 'terms') {
        setPhase({ kind: 'terms', step });
      } else if (step.problem.kind === 'no-profile' && codigo) {
        setPhase({ kind: 'profile', codigo });
      } else if (step.problem.kind === 'deleted') {
        setPhase({ kind: 'deleted' });
      } else {
        setPhase({
          kind: 'failed',
          message: step.problem.kind === 'message' ? step.problem.message : OIDC_SIGNING_IN(),
        });
      }
    },
    [navigate, target],
  );

  useEffect(() => {
    // Once per page: the code is single-use, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const outcome = readOidcReturn(window.location.search, window.location.hash);
    // The code leaves the address at once: not in the history, not in a bookmark.
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
    if ('failure' in outcome) {
      setPhase({ kind: 'failed', message: outcome.failure });
      return;
    }
    void finishOidcSignIn(deps, outcome.codigo).then((step) => handle(step, outcome.codigo));
  }, [deps, handle, location.pathname, location.search]);

  return (
    <AuthCard title={phase.kind === 'failed' ? LOGIN_BUTTON() : OIDC_SIGNING_IN()}>
      {phase.kind === 'failed' ? (
        <Alert severity="error" role="alert">
          {phase.message}
        </Alert>
      ) : (
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label={OIDC_SIGNING_IN()} />
        </Stack>
      )}
      <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
        {BACK_TO_LOGIN_LINK()}
      </Link>

      {phase.kind === 'profile' && (
        <Suspense fallback={null}>
          <ProfileDialog
            open
            onChoose={async (roleId) => {
              await deps.profile(phase.codigo, roleId);
              setPhase({ kind: 'working' });
              await handle(await finishOidcSignIn(deps, phase.codigo), phase.codigo);
            }}
            onCancel={() => navigate('/login', { replace: true })}
          />
        </Suspense>
      )}
      {phase.kind === 'terms' && (
        <Suspense fallback={null}>
          <TermsDialog
            open
            pending={phase.step.pending}
            tokens={phase.step.tokens}
            onAccepted={() => {
              const { refreshToken } = phase.step.tokens;
              setPhase({ kind: 'working' });
              void finishAfterTerms(deps, refreshToken).then((step) => handle(step, null));
            }}
            onCancel={() => navigate('/login', { replace: true })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={phase.kind === 'deleted'}
        title={USER_DELETED_DIALOG_TITLE()}
        message={USER_DELETED_MESSAGE()}
        onConfirm={() => navigate('/login', { replace: true })}
      />
      {phase.kind === 'offline-password' && (
        <OfflinePasswordDialog
          open
          account={phase.user.email ?? ''}
          onSave={async (password) => {
            await storeOfflineCredential(localDb, phase.user, password, undefined, true);
            navigate(target, { replace: true });
          }}
          onSkip={() => navigate(target, { replace: true })}
        />
      )}
    </AuthCard>
  );
}
