import {
  BACK_TO_LOGIN_LINK,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RECOVERY_TITLE,
} from '@gestar/domain/messages/auth';
import { BUTTON_SEND } from '@gestar/domain/messages/common';
import { EMAIL_LABEL } from '@gestar/domain/messages/navigation';
import { FORGOT_PASSWORD_OFFLINE } from '@gestar/domain/messages/offline';
import { type ForgotPasswordValues, validateForgotPassword } from '@gestar/domain/rules/forms/password-forms';
import { normalizeLogin } from '@gestar/domain/rules/login-field';
import { Alert, Button, CircularProgress, Link } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { AuthCard } from './AuthCard.tsx';
import { apiErrorText } from './api-error-text.ts';
import { requestPasswordReset } from './password-api.ts';

type Form = { email: string };

const resolver = domainResolver<Form>((values: ForgotPasswordValues) => validateForgotPassword(values));
type Notice = { severity: 'success' | 'warning' | 'error'; text: string };

/** /forgot-password (spec §2): e-mail, Enviar, 'voltar'; the link arrives by e-mail. */
export function ForgotPasswordPage() {
  const { control, handleSubmit, formState } = useForm<Form>({
    resolver,
    defaultValues: { email: '' },
  });
  const [notice, setNotice] = useState<Notice | null>(null);

  // One submit at a time.
  const flight = useSingleFlight();
  const submit = handleSubmit(async ({ email }) => {
    setNotice(null);
    if (!navigator.onLine) {
      setNotice({ severity: 'warning', text: FORGOT_PASSWORD_OFFLINE() });
      return;
    }
    try {
      await requestPasswordReset(email);
      setNotice({ severity: 'success', text: FORGOT_PASSWORD_SENT() });
    } catch (error) {
      const text = apiErrorText(error, FORGOT_PASSWORD_OFFLINE());
      setNotice({ severity: text === FORGOT_PASSWORD_OFFLINE() ? 'warning' : 'error', text });
    }
  });

  return (
    <AuthCard title={PASSWORD_RECOVERY_TITLE()}>
      <form onSubmit={flight.onSubmit(submit)} noValidate>
        <FormTextField
          name="email"
          control={control}
          label={EMAIL_LABEL()}
          type="email"
          autoComplete="email"
          inputMode="email"
          transform={normalizeLogin}
          fullWidth
          autoFocus
          required
        />
        {notice && (
          <Alert severity={notice.severity} sx={{ mt: 2 }} role="status">
            {notice.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={formState.isSubmitting || flight.busy}
          startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {BUTTON_SEND()}
        </Button>
      </form>
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {BACK_TO_LOGIN_LINK()}
      </Link>
    </AuthCard>
  );
}
