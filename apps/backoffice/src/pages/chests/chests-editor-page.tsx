import { CHEST_CAMPAIGN_KINDS, type ChestCampaignKind } from '@casino/contracts';
import { type ChestCampaignAdmin, OPERATOR_CHEST_CAMPAIGN_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { chestCampaignQuery } from '../../api/chest-campaigns-queries';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Card, Facts, Loading, Notice } from '../../components/ui';
import { WeightedPrizeTable } from '../../components/weighted-prize-table';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { useTermsForm } from '../../lib/use-terms-form';
import { formOf, termsFromForm } from './chests-form';
import { ChestsImagesCard } from './chests-images-card';
import { KIND_LABELS } from './chests-labels';
import { ChestsOpensCard } from './chests-opens-card';

/** The contract's bounds on a prize table. */
const PRIZE_LINES = { min: 2, max: 24 };

/** What a change does to what is running: said on the page and before the operator confirms. */
const WHEN_SAVED =
  'The next open follows these terms. A chest already opened keeps the prize its draw recorded; progress and chests already earned stay; loot boxes already granted open with the table in force when they are opened.';

/** The form of one campaign, new (of the kind the address names) or saved. */
function ChestsEditor({ campaign, kind }: { campaign?: ChestCampaignAdmin; kind?: ChestCampaignKind }) {
  const can = useCan();
  const editor = useTermsForm(
    () => formOf(campaign, kind),
    (form) => termsFromForm(form, { newId: !campaign }),
  );
  const { form, errors, update } = editor;
  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/chest-campaigns', label: 'Chests and loot boxes' }}
      title={campaign ? campaign.terms.title.en : 'New campaign'}
      description={WHEN_SAVED}
      mayEdit={can('promotions.manage')}
      saveLabel={campaign ? 'Save changes' : 'Create campaign'}
      savedNotice="Saved. The next open follows these terms."
      aside={
        campaign ? (
          <Card title="State">
            <Facts
              items={[
                ['Kind', KIND_LABELS[campaign.terms.kind].label],
                ['Shown on the site', campaign.terms.enabled ? 'Yes' : 'No'],
                ['Changed', formatKyivDateTime(campaign.updatedAt)],
              ]}
            />
          </Card>
        ) : null
      }
      saveWith={{
        title: campaign ? 'Save the campaign' : 'Create the campaign',
        description: campaign ? WHEN_SAVED : 'The campaign runs from now on, once enabled.',
        submitLabel: campaign ? 'Save' : 'Create',
        send: (terms, reason) =>
          campaign
            ? callOperatorEndpoint(OPERATOR_CHEST_CAMPAIGN_ENDPOINTS.change, {
                params: { id: campaign.id },
                body: { terms, reason },
              })
            : callOperatorEndpoint(OPERATOR_CHEST_CAMPAIGN_ENDPOINTS.create, {
                body: { id: form.id.trim(), terms, reason },
              }),
        invalidates: ['chest-campaigns'],
        savedPath: (reply) => `/chest-campaigns/${reply.campaign.id}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <ChestsOpensCard form={form} errors={errors} update={update} isNew={!campaign} />
      <WeightedPrizeTable
        title="Chest prizes"
        rowName="prize"
        rows={form.prizes}
        field="terms.prizes"
        errors={errors}
        limits={PRIZE_LINES}
        blank={(line) => line}
        onChange={(prizes) => update({ prizes })}
      />
      <ChestsImagesCard form={form} errors={errors} update={update} />
    </TermsEditor>
  );
}

function SavedCampaign({ id }: { id: string }) {
  const campaign = useQuery(chestCampaignQuery(id));
  if (campaign.isPending) return <Loading />;
  if (campaign.isError) return <Notice>{errorMessage(campaign.error)}</Notice>;
  const saved = campaign.data.campaign;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <ChestsEditor key={`${saved.id} ${saved.updatedAt}`} campaign={saved} />;
}

const isKind = (kind: string | null): kind is ChestCampaignKind =>
  (CHEST_CAMPAIGN_KINDS as readonly (string | null)[]).includes(kind);

/** `/chest-campaigns/new` (`?kind=loot-box` for a loot box) and `/chest-campaigns/:id`: a campaign's form. */
export function ChestsEditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const kind = search.get('kind');
  if (id === 'new') return <ChestsEditor key="new" kind={isKind(kind) ? kind : 'chests'} />;
  return <SavedCampaign id={id} />;
}
