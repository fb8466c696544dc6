import {
  FORGOT_PASSWORD_LINK,
  LOGIN_BUTTON,
  LOGIN_FIELD_LABEL,
  LOGIN_TROUBLE_HELP,
  LOGIN_TROUBLE_LINK,
  PASSWORD_CHANGED_ELSEWHERE,
  PASSWORD_CHANGED_ELSEWHERE_TITLE,
  PASSWORD_FIELD_LABEL,
  SESSION_EXPIRED,
  TERMS_NOT_ACCEPTED,
  USER_DELETED_DIALOG_TITLE,
} from '@gestar/domain/messages/auth';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { APP_NAME, APP_VERSION_LABEL, USER_DELETED_MESSAGE } from '@gestar/domain/messages/navigation';
import { canSubmitLogin, parseLoginField } from '@gestar/domain/rules/login-field';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { type ComponentType, type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TokenPair } from '../../api/http-client.ts';
import { dismissPasswordChanged, useSession } from '../../auth-session/screen-session.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { readLoginNotice } from './login-notice.ts';
import { OidcSignInButton } from './OidcSignInButton.tsx';
import { PasswordPromptDialog } from './PasswordPromptDialog.tsx';
import { useLogin } from './use-login.ts';

/** What the login needs from the terms feature (composed by the app, features do not import each other). */
export type TermsGateProps = {
  open: boolean;
  pending: readonly ('C' | 'P' | 'U')[];
  tokens: TokenPair;
  onAccepted: () => void;
  onCancel: () => void;
};

export type LoginPageProps = { TermsDialog: ComponentType<TermsGateProps> };

// Rarely needed, and its role list brings zod along: loaded only when a login answers 'Usuario não possui perfil'.
const ProfileDialog = lazy(() =>
  import('./ProfileDialog.tsx').then((module) => ({ default: module.ProfileDialog })),
);

function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only paths of this app: an absolute URL in the state must not send the user elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** /login and /loginAntigo (spec §2, §4 Login, §5 Login field, §8 login titles). */
export function LoginPage({ TermsDialog }: LoginPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const notice = readLoginNotice(location.state);
  const [loginText, setLoginText] = useState(notice?.login ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const field = parseLoginField(loginText);

  const onSignedIn = useCallback(
    () => navigate(redirectTarget(location.state), { replace: true }),
    [navigate, location.state],
  );
  const {
    busy,
    terms,
    termsRequired,
    problem,
    login,
    retryAfterTerms,
    cancelTerms,
    clearProblem,
    chooseProfile,
  } = useLogin(onSignedIn);

  // One submit at a time.
  const flight = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitLogin(field.value, password, field.error) || busy) return;
    void flight.run(() => login(field.value, password));
  };

  const passwordChangedFor = session.status === 'ready' ? session.passwordChangedFor : null;
  const reloginAccount = passwordChangedFor?.email ?? passwordChangedFor?.cpf ?? null;
  const messageProblem = problem?.kind === 'message' ? problem : null;
  // 'Usuário ou senha inválidos!' answers the entry just sent: it goes once the user edits it.
  const clearFailure = () => {
    if (messageProblem && !messageProblem.reload) clearProblem();
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 72, height: 72 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {APP_NAME()}
        </Typography>
      </Stack>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 3, p: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={2.5}>
          {notice && (
            <Alert severity="success" role="status">
              {notice.text}
            </Alert>
          )}
          {!notice && session.status === 'ready' && session.expired && (
            <Alert severity="info" role="status">
              {SESSION_EXPIRED()}
            </Alert>
          )}
          <TextField
            label={LOGIN_FIELD_LABEL()}
            value={loginText === '' ? '' : field.value}
            onChange={(event) => {
              setLoginText(event.target.value);
              clearFailure();
            }}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(field.error)}
            helperText={touched ? field.error : undefined}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!notice?.login}
            fullWidth
          />
          <PasswordField
            label={PASSWORD_FIELD_LABEL()}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearFailure();
            }}
            autoComplete="current-password"
            autoFocus={Boolean(notice?.login)}
            fullWidth
          />
          {termsRequired && (
            <Alert severity="warning" role="alert">
              {TERMS_NOT_ACCEPTED()}
            </Alert>
          )}
          {messageProblem && !messageProblem.reload && (
            <Alert severity="error" role="alert">
              {messageProblem.message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canSubmitLogin(field.value, password, field.error) || busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {LOGIN_BUTTON()}
          </Button>
          <OidcSignInButton from={redirectTarget(location.state)} />
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Link component="button" type="button" onClick={() => setHelpOpen(true)}>
              {LOGIN_TROUBLE_LINK()}
            </Link>
            <Link component={RouterLink} to="/forgot-password">
              {FORGOT_PASSWORD_LINK()}
            </Link>
          </Stack>
        </Stack>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 2 }}>
        {APP_VERSION_LABEL()}
      </Typography>

      <ConfirmDialog
        open={helpOpen}
        title={LOGIN_TROUBLE_LINK()}
        message={LOGIN_TROUBLE_HELP()}
        onConfirm={() => setHelpOpen(false)}
      />
      {problem?.kind === 'no-profile' && (
        <Suspense fallback={null}>
          <ProfileDialog open onChoose={chooseProfile} onCancel={clearProblem} />
        </Suspense>
      )}
      <ConfirmDialog
        open={problem?.kind === 'deleted'}
        title={USER_DELETED_DIALOG_TITLE()}
        message={USER_DELETED_MESSAGE()}
        onConfirm={() => window.location.reload()}
      />
      <ConfirmDialog
        open={Boolean(messageProblem?.reload)}
        title={ERROR_TITLE()}
        message={messageProblem?.message}
        onConfirm={() => {
          clearProblem();
          window.location.reload();
        }}
      />
      {terms && (
        <Suspense fallback={null}>
          <TermsDialog
            open
            pending={terms.pending}
            tokens={terms.tokens}
            onAccepted={() => void retryAfterTerms()}
            onCancel={cancelTerms}
          />
        </Suspense>
      )}
      {reloginAccount && (
        <PasswordPromptDialog
          open={!terms}
          title={PASSWORD_CHANGED_ELSEWHERE_TITLE()}
          message={PASSWORD_CHANGED_ELSEWHERE()}
          account={reloginAccount}
          onSubmit={async (typed) => {
            const step = await login(reloginAccount, typed);
            return step?.kind === 'problem' && step.problem.kind === 'message' ? step.problem.message : null;
          }}
          onCancel={dismissPasswordChanged}
        />
      )}
    </Box>
  );
}
