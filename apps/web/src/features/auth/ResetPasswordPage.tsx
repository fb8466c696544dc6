import {
  BACK_TO_LOGIN_LINK,
  FIRST_ACCESS_TITLE,
  PASSWORD_CHANGED,
  PASSWORD_DEFINED,
  PASSWORD_RECOVERY_TITLE,
} from '@gestar/domain/messages/auth';
import { BUTTON_SEND } from '@gestar/domain/messages/common';
import {
  CONFIRM_PASSWORD_LABEL,
  EMAIL_LABEL,
  NEW_PASSWORD_LABEL,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_LINK_INCOMPLETE,
} from '@gestar/domain/messages/navigation';
import { FORGOT_PASSWORD_OFFLINE } from '@gestar/domain/messages/offline';
import { validateResetPassword } from '@gestar/domain/rules/forms/password-forms';
import { Alert, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { AuthCard } from './AuthCard.tsx';
import { apiErrorText } from './api-error-text.ts';
import { refreshOfflineCopy } from './login-deps.ts';
import type { LoginNotice } from './login-notice.ts';
import { resetPassword } from './password-api.ts';
import { parseResetLink } from './reset-link.ts';

// The server's rule (8 to 200 characters), checked here so the user is told before sending.
const PASSWORD_MIN = 8;

type Form = { email: string; token: string; password: string; confirmPassword: string };

const resolver = domainResolver<Form>((values) => {
  const errors = validateResetPassword(values);
  if (!errors.password && values.password.length < PASSWORD_MIN)
    errors.password = PASSWORD_TOO_SHORT_MESSAGE();
  return errors;
});

/** /reset-password (spec §2): 'Primeiro Acesso' for an invitation, else 'Recuperação de Senha'. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const link = useMemo(() => parseResetLink(search), [search]);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Form>({
    resolver,
    defaultValues: { email: link?.email ?? '', token: link?.token ?? '', password: '', confirmPassword: '' },
  });

  // One submit at a time.
  const flight = useSingleFlight();
  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    if (!link) return;
    setError(null);
    if (!navigator.onLine) {
      setError(FORGOT_PASSWORD_OFFLINE());
      return;
    }
    try {
      const mensagem = await resetPassword({
        email: link.email,
        token: link.token,
        password,
        confirmPassword,
      });
      await refreshOfflineCopy(link.email, password).catch(() => {
        // The offline copy is a convenience: the next online login refreshes it anyway.
      });
      const notice: LoginNotice = {
        text: mensagem ?? (link.invite ? PASSWORD_DEFINED() : PASSWORD_CHANGED()),
        login: link.email,
      };
      navigate('/login', { replace: true, state: notice });
    } catch (failure) {
      setError(apiErrorText(failure, FORGOT_PASSWORD_OFFLINE()));
    }
  });

  return (
    <AuthCard title={link?.invite ? FIRST_ACCESS_TITLE() : PASSWORD_RECOVERY_TITLE()}>
      {link ? (
        <form onSubmit={flight.onSubmit(submit)} noValidate>
          <Stack spacing={2}>
            <TextField label={EMAIL_LABEL()} value={link.email} disabled autoComplete="username" fullWidth />
            <FormTextField
              name="password"
              control={control}
              label={NEW_PASSWORD_LABEL()}
              type="password"
              autoComplete="new-password"
              fullWidth
              autoFocus
              required
            />
            <FormTextField
              name="confirmPassword"
              control={control}
              label={CONFIRM_PASSWORD_LABEL()}
              type="password"
              autoComplete="new-password"
              fullWidth
              required
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={formState.isSubmitting || flight.busy}
              startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {BUTTON_SEND()}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert severity="warning">{RESET_LINK_INCOMPLETE()}</Alert>
      )}
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {BACK_TO_LOGIN_LINK()}
      </Link>
    </AuthCard>
  );
}
