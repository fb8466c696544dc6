import { TERM_TITLES, type TermType } from '@gestar/domain/entities/term';
import { BACK_TO_LOGIN_LINK } from '@gestar/domain/messages/auth';
import {
  LOADING,
  RELOAD_BUTTON,
  TERM_VERSION_LABEL,
  TERMS_LOAD_FAILED,
} from '@gestar/domain/messages/navigation';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { OfflineError } from '../../api/errors.ts';
import { TermText } from './TermText.tsx';
import { type ActiveTerm, fetchActiveTerm } from './terms-api.ts';

type State =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; term: ActiveTerm };

/** /cookies, /userslicense and /privacy: the active version of one term, readable without logging in. */
export function TermsPage({ tipo }: { tipo: TermType }) {
  const [loaded, setLoaded] = useState<State>({ state: 'loading' });
  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoaded({ state: 'loading' });
      fetchActiveTerm(tipo, signal)
        .then((term) => setLoaded({ state: 'ready', term }))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          setLoaded({
            state: 'error',
            message: error instanceof OfflineError ? NO_INTERNET() : TERMS_LOAD_FAILED(),
          });
        });
    },
    [tipo],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <Paper component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {TERM_TITLES[tipo]}
        </Typography>
        {loaded.state === 'loading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} />
            <Typography>{LOADING()}</Typography>
          </Box>
        )}
        {loaded.state === 'error' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => load()}>
                {RELOAD_BUTTON()}
              </Button>
            }
          >
            {loaded.message}
          </Alert>
        )}
        {loaded.state === 'ready' && (
          <>
            <Typography variant="caption" color="text.secondary">
              {TERM_VERSION_LABEL()} {loaded.term.versao}
            </Typography>
            <TermText conteudo={loaded.term.conteudo} />
          </>
        )}
        <Link component={RouterLink} to="/login">
          {BACK_TO_LOGIN_LINK()}
        </Link>
      </Stack>
    </Paper>
  );
}
