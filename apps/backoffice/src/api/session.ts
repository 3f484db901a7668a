import {
  OPERATOR_SESSION_ENDPOINTS,
  type OperatorPermission,
  type OperatorSessionResponse,
  type OperatorView,
} from '@casino/contracts/backoffice';
import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperatorEndpoint, isOperatorApiError, setCsrfToken, whenSessionEnds } from './operator-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) is an answer, not a hiccup: only network failures and 5xx are retried, once.
      retry: (failures, error) =>
        failures < 1 && !(isOperatorApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

export const SESSION_KEY = ['session'] as const;

/** The signed-in operator, or null when nobody is: a 401 here is an answer, not an error. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<OperatorSessionResponse | null> => {
    try {
      const session = await callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.current);
      setCsrfToken(session.csrfToken);
      return session;
    } catch (error) {
      if (isOperatorApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the login page should say that the session ended (rather than that nobody was signed in). */
let sessionEndedNotice = false;

export function sessionHasEnded(): boolean {
  return sessionEndedNotice;
}

export function signedIn(session: OperatorSessionResponse): void {
  setCsrfToken(session.csrfToken);
  sessionEndedNotice = false;
  queryClient.setQueryData(SESSION_KEY, session);
}

/** Forgets the session and everything read with it; the shell then shows the login page. */
export function signedOut(): void {
  setCsrfToken(undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, null);
}

// A 401 `unauthorized` from any call: the session ended while the console was open (the idle timeout).
whenSessionEnds(() => {
  if (queryClient.getQueryData(SESSION_KEY)) sessionEndedNotice = true;
  signedOut();
});

export function useOperator(): OperatorView {
  const { data } = useQuery(sessionQuery);
  if (!data) throw new Error('useOperator is used outside the signed-in shell');
  return data.operator;
}

/** Whether the signed-in operator holds a permission: the console only hides, the server decides. */
export function useCan(): (permission: OperatorPermission) => boolean {
  const operator = useOperator();
  return (permission) => operator.permissions.includes(permission);
}
