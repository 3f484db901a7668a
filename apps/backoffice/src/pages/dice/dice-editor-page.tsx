import { DICE_ACTIVITY_KINDS, type DiceActivityKind } from '@casino/contracts';
import { type DiceActivityAdmin, OPERATOR_DICE_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { diceActivitiesQuery } from '../../api/dice-queries';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Card, Facts, Loading, Notice } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { useTermsForm } from '../../lib/use-terms-form';
import { formOf, termsFromForm } from './dice-form';
import { DICE_KIND_LABELS } from './dice-labels';
import { DicePrizeTable } from './dice-prize-table';
import { DiceThrowsCard } from './dice-throws-card';

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
  const editor = useTermsForm(
    () => formOf(kind, activity),
    (form) => termsFromForm(kind, form),
  );
  const { form, errors, update } = editor;
  const { label, hint } = DICE_KIND_LABELS[kind];

  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/dice', label: 'Dice' }}
      title={label}
      description={hint}
      mayEdit={can('promotions.manage')}
      savedNotice="Saved. The next throw follows these terms."
      notices={
        activity ? null : (
          <Notice tone="blue">Not set up yet: the site shows it once it is saved and enabled.</Notice>
        )
      }
      aside={
        activity ? (
          <Card title="State">
            <Facts
              items={[
                ['Shown on the site', activity.terms.enabled ? 'Yes' : 'No'],
                ['Changed', formatKyivDateTime(activity.updatedAt)],
              ]}
            />
          </Card>
        ) : null
      }
      saveWith={{
        title: `Save the ${label.toLowerCase()}`,
        description:
          'The next throw follows these terms; throws already made keep the table they were drawn under.',
        submitLabel: 'Save',
        send: (terms, reason) =>
          callOperatorEndpoint(OPERATOR_DICE_ENDPOINTS.change, { params: { kind }, body: { terms, reason } }),
        invalidates: ['dice'],
        savedPath: () => `/dice/${kind}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <DiceThrowsCard kind={kind} form={form} errors={errors} update={update} />
      <DicePrizeTable form={form} odds={odds} errors={errors} update={update} />
    </TermsEditor>
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
