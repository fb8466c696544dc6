import type { TermType } from '@gestar/domain/entities/term';
import { loginCredentials, parseLoginField } from '@gestar/domain/rules/login-field';
import { useCallback, useRef, useState } from 'react';
import type { TokenPair } from '../../api/http-client.ts';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { serverChooseProfile } from './login-api.ts';
import { appLoginDeps } from './login-deps.ts';
import { type LoginDeps, type LoginStep, runLogin } from './login-flow.ts';

export type PendingTerms = { pending: TermType[]; tokens: TokenPair };

/**
 * Runs the login and keeps what the screen shows between steps: the terms still to accept (the typed
 * credentials wait in memory to retry the login after ACEITO) and the last problem.
 */
export function useLogin(
  onSignedIn: (user: SessionUser, offline: boolean) => void,
  deps: LoginDeps = appLoginDeps,
) {
  const [busy, setBusy] = useState(false);
  const [terms, setTerms] = useState<PendingTerms | null>(null);
  /** 'Você precisa aceitar os termos de uso!' stays up until a login gets through. */
  const [termsRequired, setTermsRequired] = useState(false);
  const [problem, setProblem] = useState<Extract<LoginStep, { kind: 'problem' }>['problem'] | null>(null);
  const typed = useRef<{ login: string; password: string } | null>(null);

  const handle = useCallback(
    (step: LoginStep) => {
      if (step.kind === 'signed-in') {
        typed.current = null;
        setTerms(null);
        setTermsRequired(false);
        onSignedIn(step.user, step.offline);
      } else if (step.kind === 'terms') {
        setTermsRequired(true);
        setTerms({ pending: step.pending, tokens: step.tokens });
      } else {
        setProblem(step.problem);
      }
      return step;
    },
    [onSignedIn],
  );

  const login = useCallback(
    async (loginText: string, password: string): Promise<LoginStep | null> => {
      setBusy(true);
      setProblem(null);
      typed.current = { login: loginText, password };
      try {
        return handle(await runLogin(deps, loginText, password));
      } finally {
        setBusy(false);
      }
    },
    [deps, handle],
  );

  /** After ACEITO on the last term: the login runs again and now finds every term accepted. */
  const retryAfterTerms = useCallback(async () => {
    setTerms(null);
    if (typed.current) await login(typed.current.login, typed.current.password);
  }, [login]);

  /**
   * The profile dialog's choice (spec §2): recorded by the server with the credentials just typed, then the
   * login runs again and now gets through. A refusal is thrown for the dialog to show.
   */
  const chooseProfile = useCallback(
    async (roleId: string) => {
      const entry = typed.current;
      const credentials = entry && loginCredentials(parseLoginField(entry.login), entry.password);
      if (!entry || !credentials) return;
      await serverChooseProfile(credentials, roleId);
      await login(entry.login, entry.password);
    },
    [login],
  );

  const cancelTerms = useCallback(() => setTerms(null), []);
  const clearProblem = useCallback(() => setProblem(null), []);

  return {
    busy,
    terms,
    termsRequired,
    problem,
    login,
    retryAfterTerms,
    cancelTerms,
    clearProblem,
    chooseProfile,
  };
}
