import {
  BACK_TO_LOGIN_LINK,
  CONFIRM_EMAIL_LINK_INCOMPLETE,
  CONFIRM_EMAIL_TITLE,
  CONFIRMING_EMAIL,
} from '@gestar/domain/messages/auth';
import { EMAIL_CONFIRMED } from '@gestar/domain/messages/server';
import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { apiErrorText } from './api-error-text.ts';
import { confirmEmail } from './password-api.ts';

type Outcome = { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** /confirmar-email?token=… : the link mailed to a user's own new address makes it the account's e-mail. */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // A token works once: the page must not post it twice (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      (mensagem) => setOutcome({ kind: 'done', text: mensagem ?? EMAIL_CONFIRMED() }),
      (error: unknown) => {
        sent.current = false;
        setOutcome({ kind: 'failed', text: apiErrorText(error) });
      },
    );
  }, [token]);

  return (
    <AuthCard title={CONFIRM_EMAIL_TITLE()}>
      {!token ? (
        <Alert severity="warning">{CONFIRM_EMAIL_LINK_INCOMPLETE()}</Alert>
      ) : outcome.kind === 'working' ? (
        <Stack direction="row" spacing={1.5} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography>{CONFIRMING_EMAIL()}</Typography>
        </Stack>
      ) : (
        <Alert severity={outcome.kind === 'done' ? 'success' : 'error'} role="alert">
          {outcome.text}
        </Alert>
      )}
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {BACK_TO_LOGIN_LINK()}
      </Link>
    </AuthCard>
  );
}
