import { OPERATOR_SESSION_ENDPOINTS } from '@casino/contracts/backoffice';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage, fieldErrors, SESSION_ENDED_MESSAGE } from '../api/error-messages';
import { callOperatorEndpoint, isOperatorApiError } from '../api/operator-client';
import { sessionQuery, signedIn } from '../api/session';
import { Button, Notice } from '../components/ui';

interface LoginState {
  from?: string;
  ended?: boolean;
}

/** Where to go after signing in: where the operator was headed, if it is a page of the console. */
function destination(state: LoginState | null): string {
  const from = state?.from;
  if (from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) return from;
  // The first screen the operator may use: Players for everyone who may read players.
  return '/';
}

function Field({
  id,
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="bo-label">
        {label}
      </label>
      <input
        id={id}
        className="bo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginState | null;
  const session = useQuery(sessionQuery);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const signIn = useMutation({
    mutationFn: () =>
      callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.login, {
        body: { login: login.trim(), password, code },
      }),
    onSuccess: (reply) => {
      signedIn(reply);
      navigate(destination(state), { replace: true });
    },
    onError: (error) => {
      setProblems(fieldErrors(error));
      setPassword('');
      setCode('');
    },
  });

  if (session.data && !signIn.isPending) return <Navigate to={destination(state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!login.trim()) found.login = 'Enter your login.';
    if (!password) found.password = 'Enter your password.';
    if (!/^[0-9]{6}$/.test(code)) found.code = 'Enter the 6 digits your authenticator app shows.';
    setProblems(found);
    if (Object.keys(found).length === 0) signIn.mutate();
  };

  const failure = signIn.error;
  const showFailure = failure && !(isOperatorApiError(failure) && failure.code === 'validation_failed');

  return (
    <div className="grid min-h-screen place-items-center bg-slate-100 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-5 flex items-center justify-center gap-2">
          <Shield aria-hidden="true" className="size-6 text-indigo-600" />
          <span className="text-lg font-semibold tracking-tight">Back office</span>
        </div>
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="login-title"
        >
          <h1 id="login-title" className="text-base font-semibold">
            Sign in
          </h1>
          {state?.ended && !failure ? <Notice tone="amber">{SESSION_ENDED_MESSAGE}</Notice> : null}
          {showFailure ? <Notice>{errorMessage(failure)}</Notice> : null}
          <Field
            id="login"
            label="Login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={problems.login}
            required
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.password}
            required
          />
          <Field
            id="code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={problems.code}
            required
          />
          <Button type="submit" variant="primary" className="w-full" busy={signIn.isPending}>
            Sign in
          </Button>
        </form>
        <p className="mt-4 text-center text-xs text-slate-500">
          For the site's operators only. Every action is recorded.
        </p>
      </div>
    </div>
  );
}
