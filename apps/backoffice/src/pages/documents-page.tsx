import type { EndpointReply } from '@casino/contracts';
import { OPERATOR_KYC_ENDPOINTS } from '@casino/contracts/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint, operatorAddress } from '../api/operator-client';
import { documentQueueQuery } from '../api/queries';
import { useCan } from '../api/session';
import { Dialog, ReasonField, reasonProblem } from '../components/dialog';
import { StatusBadge } from '../components/statuses';
import { Button, Card, EmptyState, Facts, Loading, Notice, PageHeader, Tabs } from '../components/ui';
import { formatBytes, formatDateTime, humanize } from '../lib/format';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

type QueueDocument = EndpointReply<typeof OPERATOR_KYC_ENDPOINTS.queue>['documents'][number];

function fileAddress(id: string): string {
  return operatorAddress(OPERATOR_KYC_ENDPOINTS.file.path, { id });
}

function Preview({ document }: { document: QueueDocument }) {
  const address = fileAddress(document.id);
  if (document.mimeType.startsWith('image/')) {
    return (
      <img
        src={address}
        alt={`${humanize(document.kind)} uploaded by ${document.playerLogin}`}
        className="mx-auto max-h-[60vh] w-auto rounded border border-slate-200 bg-slate-50 object-contain"
      />
    );
  }
  if (document.mimeType === 'application/pdf') {
    return (
      <iframe
        src={address}
        title={`${humanize(document.kind)} uploaded by ${document.playerLogin}`}
        className="h-[60vh] w-full rounded border border-slate-200"
      />
    );
  }
  return <Notice tone="amber">This file type ({document.mimeType}) cannot be previewed.</Notice>;
}

function DecisionDialog({
  document,
  verdict,
  onClose,
  onDecided,
}: {
  document: QueueDocument;
  verdict: 'approve' | 'reject' | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = useMutation({
    mutationFn: () =>
      callOperatorEndpoint(OPERATOR_KYC_ENDPOINTS.decide, {
        params: { id: document.id },
        body: verdict === 'reject' ? { verdict: 'reject', reason: reason.trim() } : { verdict: 'approve' },
      }),
    onSuccess: () => {
      close();
      onDecided();
    },
  });
  const close = () => {
    decide.reset();
    setReason('');
    setProblem(undefined);
    onClose();
  };
  const rejecting = verdict === 'reject';
  return (
    <Dialog
      open={verdict !== null}
      title={rejecting ? 'Reject document' : 'Approve document'}
      description={`${humanize(document.kind)} of ${document.playerLogin} (${document.fileName}).`}
      onClose={close}
      busy={decide.isPending}
      submitLabel={rejecting ? 'Reject document' : 'Approve document'}
      submitVariant={rejecting ? 'danger' : 'primary'}
      onSubmit={() => {
        const found = rejecting ? reasonProblem(reason) : undefined;
        setProblem(found);
        if (!found) decide.mutate();
      }}
    >
      {decide.isError ? <Notice>{errorMessage(decide.error)}</Notice> : null}
      {rejecting ? (
        <ReasonField
          label="Reason (the player sees it)"
          value={reason}
          onChange={setReason}
          error={problem ?? fieldErrors(decide.error).reason}
        />
      ) : (
        <p className="text-sm text-slate-600">The document counts towards the player's verification.</p>
      )}
    </Dialog>
  );
}

export function DocumentsPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const status: Status = STATUSES.find((value) => value === searchParams.get('status')) ?? 'pending';
  const selectedId = searchParams.get('document');
  const queue = useQuery(documentQueueQuery(status));
  const [verdict, setVerdict] = useState<'approve' | 'reject' | null>(null);
  const documents = queue.data?.documents ?? [];
  const selected = documents.find((document) => document.id === selectedId);

  const select = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('document', id);
    else next.delete('document');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Documents"
        description="Identity documents uploaded by players, oldest waiting first."
      />
      <div className="mb-4">
        <Tabs
          label="Document status"
          tabs={STATUSES.map((value) => ({ id: value, label: humanize(value) }))}
          selected={status}
          onSelect={(value) => setSearchParams({ status: value })}
        />
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_30rem]">
        <Card>
          {queue.isPending ? (
            <Loading />
          ) : queue.isError ? (
            <Notice>{errorMessage(queue.error)}</Notice>
          ) : documents.length === 0 ? (
            <EmptyState>No {status} documents.</EmptyState>
          ) : (
            <div className="-m-4 overflow-x-auto">
              <table className="bo-table">
                <caption className="sr-only">{humanize(status)} documents</caption>
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Kind</th>
                    <th scope="col">File</th>
                    <th scope="col" className="text-right">
                      Size
                    </th>
                    <th scope="col">Uploaded</th>
                    <th scope="col">
                      <span className="sr-only">Preview</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((document) => {
                    const isSelected = document.id === selectedId;
                    return (
                      <tr
                        key={document.id}
                        aria-selected={isSelected}
                        className={isSelected ? 'bg-indigo-50/70 hover:bg-indigo-50' : ''}
                      >
                        <td>
                          <Link
                            to={`/players/${document.playerId}`}
                            className="font-medium text-indigo-700 hover:underline"
                          >
                            {document.playerLogin}
                          </Link>
                        </td>
                        <td>{humanize(document.kind)}</td>
                        <td className="max-w-56 truncate" title={document.fileName}>
                          {document.fileName}
                        </td>
                        <td className="text-right tabular-nums">{formatBytes(document.sizeBytes)}</td>
                        <td className="whitespace-nowrap text-slate-600">
                          {formatDateTime(document.createdAt)}
                        </td>
                        <td className="text-right">
                          <Button
                            size="sm"
                            variant={isSelected ? 'primary' : 'secondary'}
                            aria-pressed={isSelected}
                            onClick={() => select(isSelected ? null : document.id)}
                          >
                            {isSelected ? 'Viewing' : 'View'}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card
          title={selected ? `${humanize(selected.kind)} · ${selected.playerLogin}` : 'Preview'}
          actions={
            selected ? (
              <a
                href={fileAddress(selected.id)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-xs text-indigo-700 hover:underline"
              >
                Open file
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            ) : null
          }
          className="xl:sticky xl:top-20"
        >
          {selected ? (
            <div className="space-y-3">
              <Preview document={selected} />
              <Facts
                items={[
                  ['Status', <StatusBadge key="s" status={selected.status} />],
                  ['File', selected.fileName],
                  ['Type', selected.mimeType],
                  ['Uploaded', formatDateTime(selected.createdAt)],
                  ...(selected.decidedAt
                    ? [['Decided', formatDateTime(selected.decidedAt)] as [string, string]]
                    : []),
                  ...(selected.rejectionReason
                    ? [['Reason', selected.rejectionReason] as [string, string]]
                    : []),
                ]}
              />
              {selected.status === 'pending' && can('kyc.decide') ? (
                <div className="flex gap-2 border-t border-slate-100 pt-3">
                  <Button variant="primary" onClick={() => setVerdict('approve')}>
                    <Check aria-hidden="true" className="size-4" />
                    Approve
                  </Button>
                  <Button variant="danger" onClick={() => setVerdict('reject')}>
                    <X aria-hidden="true" className="size-4" />
                    Reject
                  </Button>
                </div>
              ) : null}
              <DecisionDialog
                key={`${selected.id}-${verdict}`}
                document={selected}
                verdict={verdict}
                onClose={() => setVerdict(null)}
                onDecided={() => {
                  select(null);
                  void queryClient.invalidateQueries({ queryKey: ['documents'] });
                  void queryClient.invalidateQueries({ queryKey: ['players', selected.playerId] });
                }}
              />
            </div>
          ) : (
            <EmptyState>Select a document to see it here.</EmptyState>
          )}
        </Card>
      </div>
    </>
  );
}
