import {
  OPERATOR_ACCOUNT_ENDPOINTS,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorRole,
} from '@casino/contracts/backoffice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useOperator } from '../api/session';
import { Dialog, ReasonField } from '../components/dialog';
import { Badge, Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatDateTime, humanize } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

const operatorsQuery = queryOptions({
  queryKey: ['operators'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.list, { signal }),
});

interface Credentials {
  operator: OperatorAccount;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A password and authenticator secret, shown this once: the admin hands them over and closes the panel. */
function CredentialsPanel({ credentials, onClose }: { credentials: Credentials; onClose: () => void }) {
  return (
    <Notice tone="blue">
      <p className="mb-2 font-medium">
        Hand these to {credentials.operator.login} over a channel you trust. They are shown only now.
      </p>
      <dl className="grid grid-cols-[10rem_1fr] gap-y-1 text-[13px]">
        <dt>Password</dt>
        <dd className="font-mono select-all">{credentials.password}</dd>
        <dt>Authenticator secret</dt>
        <dd className="font-mono select-all">{credentials.totpSecret}</dd>
        <dt>Authenticator link</dt>
        <dd className="font-mono break-all select-all">{credentials.otpauthUri}</dd>
      </dl>
      <Button className="mt-3" onClick={onClose}>
        I have handed them over
      </Button>
    </Notice>
  );
}

function RolePicker({
  roles,
  onChange,
  error,
}: {
  roles: OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="bo-label">Roles</legend>
      <div className="grid grid-cols-2 gap-1.5">
        {OPERATOR_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={roles.includes(role)}
              onChange={(event) =>
                onChange(event.target.checked ? [...roles, role] : roles.filter((held) => held !== role))
              }
            />
            {humanize(role)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function NewOperatorDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (c: Credentials) => void;
}) {
  const queryClient = useQueryClient();
  const [login, setLogin] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const loginId = useId();
  const nameId = useId();
  const create = useMutation({
    mutationFn: () =>
      callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.create, { body: { login: login.trim(), name, roles } }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
      onCreated(reply);
    },
  });
  const fields = fieldErrors(create.error);
  return (
    <Dialog
      open
      title="New operator"
      description="A random password and a new authenticator secret are made for them and shown once."
      onClose={onClose}
      busy={create.isPending}
      submitLabel="Create operator"
      onSubmit={() => {
        if (!create.isPending) create.mutate();
      }}
    >
      {create.isError && Object.keys(fields).length === 0 ? (
        <Notice>{errorMessage(create.error)}</Notice>
      ) : null}
      <div>
        <label htmlFor={loginId} className="bo-label">
          Login
        </label>
        <input
          id={loginId}
          className="bo-input"
          value={login}
          autoComplete="off"
          onChange={(event) => setLogin(event.target.value)}
        />
        {fields.login ? <p className="mt-1 text-xs text-rose-700">{fields.login}</p> : null}
      </div>
      <div>
        <label htmlFor={nameId} className="bo-label">
          Name
        </label>
        <input
          id={nameId}
          className="bo-input"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {fields.name ? <p className="mt-1 text-xs text-rose-700">{fields.name}</p> : null}
      </div>
      <RolePicker roles={roles} onChange={setRoles} error={fields.roles} />
    </Dialog>
  );
}

type RowAction = 'roles' | 'status' | 'sessions' | 'credentials';

const ACTION_TEXT: Record<RowAction, { title: string; submit: string; description: string }> = {
  roles: {
    title: 'Change roles',
    submit: 'Save roles',
    description: 'Their open sessions end, so the new roles apply from their next sign-in.',
  },
  status: { title: '', submit: '', description: '' },
  sessions: {
    title: 'End sessions',
    submit: 'End every session',
    description: 'They are signed out everywhere and must sign in again.',
  },
  credentials: {
    title: 'New credentials',
    submit: 'Make new credentials',
    description: 'The old password and authenticator secret stop working at once; their sessions end.',
  },
};

function RowActionDialog({
  operator,
  action,
  onClose,
  onCredentials,
}: {
  operator: OperatorAccount;
  action: RowAction;
  onClose: () => void;
  onCredentials: (credentials: Credentials) => void;
}) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<OperatorRole[]>(operator.roles);
  const disabling = operator.status === 'active';
  const params = { id: operator.id };
  const { change, close, submit, reasonField } = useReasonedChange({
    send: async (reason): Promise<Credentials | null> => {
      if (action === 'roles') {
        await callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.setRoles, { params, body: { roles, reason } });
      } else if (action === 'status') {
        const status = disabling ? 'disabled' : 'active';
        await callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.setStatus, {
          params,
          body: { status, reason },
        });
      } else if (action === 'sessions') {
        await callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.revokeSessions, { params, body: { reason } });
      } else {
        return callOperatorEndpoint(OPERATOR_ACCOUNT_ENDPOINTS.resetCredentials, {
          params,
          body: { reason },
        });
      }
      return null;
    },
    onDone: (credentials) => {
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
      if (credentials) onCredentials(credentials);
    },
    onClose,
  });
  const text =
    action === 'status'
      ? {
          title: disabling ? `Disable ${operator.login}` : `Enable ${operator.login}`,
          submit: disabling ? 'Disable operator' : 'Enable operator',
          description: disabling
            ? 'Every session ends and they cannot sign in until enabled again.'
            : 'They may sign in again with their credentials.',
        }
      : { ...ACTION_TEXT[action], title: `${ACTION_TEXT[action].title}: ${operator.login}` };
  return (
    <Dialog
      open
      title={text.title}
      description={text.description}
      onClose={close}
      busy={change.isPending}
      submitLabel={text.submit}
      submitVariant={action === 'status' && disabling ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      {action === 'roles' ? (
        <RolePicker roles={roles} onChange={setRoles} error={fieldErrors(change.error).roles} />
      ) : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

/** Operators' accounts, for admins: who may do what, who is signed in, and the credentials they were given. */
export function OperatorsPage() {
  const me = useOperator();
  const list = useQuery(operatorsQuery);
  const [creating, setCreating] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [acting, setActing] = useState<{ operator: OperatorAccount; action: RowAction } | null>(null);
  const operators = list.data?.operators ?? [];
  const shown = (next: Credentials) => {
    setCreating(false);
    setActing(null);
    setCredentials(next);
  };
  return (
    <>
      <PageHeader
        title="Operators"
        description="Accounts of the people who run the site: roles, status and open sessions."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            New operator
          </Button>
        }
      />
      {credentials ? (
        <div className="mb-4">
          <CredentialsPanel credentials={credentials} onClose={() => setCredentials(null)} />
        </div>
      ) : null}
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : operators.length === 0 ? (
          <EmptyState>No operators yet.</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <table className="bo-table">
              <caption className="sr-only">Operators</caption>
              <thead>
                <tr>
                  <th scope="col">Login</th>
                  <th scope="col">Name</th>
                  <th scope="col">Roles</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="text-right">
                    Open sessions
                  </th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col" className="text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {operators.map((operator) => {
                  const self = operator.login === me.login;
                  const act = (action: RowAction) => setActing({ operator, action });
                  return (
                    <tr key={operator.id}>
                      <td className="font-medium">
                        {operator.login} {self ? <Badge tone="blue">you</Badge> : null}
                      </td>
                      <td>{operator.name}</td>
                      <td>
                        <span className="flex flex-wrap gap-1">
                          {operator.roles.map((role) => (
                            <Badge key={role}>{humanize(role)}</Badge>
                          ))}
                        </span>
                      </td>
                      <td>
                        <Badge tone={operator.status === 'active' ? 'green' : 'red'}>
                          {humanize(operator.status)}
                        </Badge>
                        {operator.lockedUntil && Date.parse(operator.lockedUntil) > Date.now() ? (
                          <Badge tone="amber">Locked</Badge>
                        ) : null}
                      </td>
                      <td className="text-right tabular-nums">{operator.openSessions}</td>
                      <td>{operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : '—'}</td>
                      <td>
                        <span className="flex justify-end gap-1.5">
                          <Button size="sm" onClick={() => act('roles')}>
                            Roles
                          </Button>
                          <Button
                            size="sm"
                            onClick={() => act('sessions')}
                            disabled={operator.openSessions === 0}
                          >
                            End sessions
                          </Button>
                          <Button size="sm" onClick={() => act('credentials')}>
                            <KeyRound aria-hidden="true" className="size-3.5" />
                            Credentials
                          </Button>
                          {self ? null : (
                            <Button
                              size="sm"
                              variant={operator.status === 'active' ? 'danger' : 'secondary'}
                              onClick={() => act('status')}
                            >
                              {operator.status === 'active' ? 'Disable' : 'Enable'}
                            </Button>
                          )}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {creating ? <NewOperatorDialog onClose={() => setCreating(false)} onCreated={shown} /> : null}
      {acting ? (
        <RowActionDialog
          key={`${acting.operator.id}-${acting.action}`}
          operator={acting.operator}
          action={acting.action}
          onClose={() => setActing(null)}
          onCredentials={shown}
        />
      ) : null}
    </>
  );
}
