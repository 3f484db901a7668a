import {
  DICE_ACTIVITY_KINDS,
  type DiceActivityKind,
  type DiceActivityTerms,
  type Language,
} from '@casino/contracts';
import { type DiceActivityAdmin, OPERATOR_DICE_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { diceActivitiesQuery } from '../../api/dice-queries';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { EditorSaveDialog } from '../../components/editor-save-dialog';
import { TextsCard } from '../../components/texts-card';
import { Button, Card, Facts, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { type FormErrors, formOf, termsFromForm } from './dice-form';
import { DICE_KIND_LABELS } from './dice-labels';
import { DicePrizeTable } from './dice-prize-table';
import { DiceThrowsCard } from './dice-throws-card';

/** Saving asks why, for the audit trail; the server's field errors go back to the form. */
function SaveDialog({
  kind,
  terms,
  onFieldErrors,
  onClose,
}: {
  kind: DiceActivityKind;
  terms: DiceActivityTerms;
  onFieldErrors: (errors: FormErrors) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <EditorSaveDialog
      title={`Save the ${DICE_KIND_LABELS[kind].label.toLowerCase()}`}
      description="The next throw follows these terms; throws already made keep the table they were drawn under."
      submitLabel="Save"
      send={(reason) =>
        callOperatorEndpoint(OPERATOR_DICE_ENDPOINTS.change, { params: { kind }, body: { terms, reason } })
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['dice'] });
        navigate(`/dice/${kind}`, { replace: true, state: { saved: true } });
      }}
      onFieldErrors={onFieldErrors}
      onClose={onClose}
    />
  );
}

/** The form of one activity's terms and prize table. */
function DiceEditor({
  kind,
  activity,
  odds,
}: {
  kind: DiceActivityKind;
  activity: DiceActivityAdmin | undefined;
  odds: readonly { sector: number; pairs: number }[];
}) {
  const can = useCan();
  const location = useLocation();
  const mayEdit = can('promotions.manage');
  const [form, setForm] = useState(() => formOf(kind, activity));
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<DiceActivityTerms>();
  const update = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const save = () => {
    const read = termsFromForm(kind, form);
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) setSaving(read.terms);
  };
  const saved = (location.state as { saved?: boolean } | null)?.saved;
  const { label, hint } = DICE_KIND_LABELS[kind];

  return (
    <div>
      <Link
        to="/dice"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> Dice
      </Link>
      <PageHeader
        title={label}
        description={hint}
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={save}>
              Save changes
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">Saved. The next throw follows these terms.</Notice> : null}
        {activity ? null : (
          <Notice tone="blue">Not set up yet: the site shows it once it is saved and enabled.</Notice>
        )}
        {Object.keys(errors).length > 0 ? (
          <Notice>Some fields need attention: see the messages below.</Notice>
        ) : null}
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_18rem]">
        <fieldset disabled={!mayEdit} className="min-w-0 space-y-4">
          <TextsCard
            title={form.title}
            errors={errors}
            onChange={({ title }) => (title ? update({ title }) : undefined)}
            language={language}
            onLanguage={setLanguage}
          />
          <DiceThrowsCard kind={kind} form={form} errors={errors} update={update} />
          <DicePrizeTable form={form} odds={odds} errors={errors} update={update} />
        </fieldset>
        {activity ? (
          <aside className="xl:sticky xl:top-20">
            <Card title="State">
              <Facts
                items={[
                  ['Shown on the site', activity.terms.enabled ? 'Yes' : 'No'],
                  ['Changed', formatKyivDateTime(activity.updatedAt)],
                ]}
              />
            </Card>
          </aside>
        ) : null}
      </div>
      {saving ? (
        <SaveDialog
          kind={kind}
          terms={saving}
          onFieldErrors={setErrors}
          onClose={() => setSaving(undefined)}
        />
      ) : null}
    </div>
  );
}

const isKind = (kind: string | undefined): kind is DiceActivityKind =>
  (DICE_ACTIVITY_KINDS as readonly (string | undefined)[]).includes(kind);

/** `/dice/:kind`: a dice activity's form. */
export function DiceEditorPage() {
  const { kind } = useParams();
  const list = useQuery(diceActivitiesQuery);
  if (!isKind(kind)) return <Notice>There is no such dice activity.</Notice>;
  if (list.isPending) return <Loading />;
  if (list.isError) return <Notice>{errorMessage(list.error)}</Notice>;
  const activity = list.data.activities.find((row) => row.kind === kind);
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return (
    <DiceEditor
      key={`${kind} ${activity?.updatedAt}`}
      kind={kind}
      activity={activity}
      odds={list.data.odds}
    />
  );
}
