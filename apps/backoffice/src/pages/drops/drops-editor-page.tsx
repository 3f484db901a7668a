import { type DropTerms, dropSlugSchema, type Language } from '@casino/contracts';
import { type DropCampaignAdmin, OPERATOR_DROP_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { CountedGamesCard } from '../../components/counted-games-card';
import { EditorSaveDialog } from '../../components/editor-save-dialog';
import { TextsCard } from '../../components/texts-card';
import { Button, Card, Facts, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { blankForm, type FormErrors, formOf, termsFromForm } from './drops-form';
import { DropsPrizesCard } from './drops-prizes-card';
import { dropsQuery } from './drops-queries';
import { DropsStakesCard } from './drops-stakes-card';
import { DropsWindowCard } from './drops-window-card';

/** Saving asks why, for the audit trail; the server's field errors go back to the form. */
function SaveDialog({
  slug,
  isNew,
  terms,
  onFieldErrors,
  onClose,
}: {
  slug: string;
  isNew: boolean;
  terms: DropTerms;
  onFieldErrors: (errors: FormErrors) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <EditorSaveDialog
      title={isNew ? 'Set up the campaign' : 'Save the campaign'}
      description="The next stake drawn follows these terms; drops made stay as they were."
      submitLabel="Save"
      send={(reason) =>
        isNew
          ? callOperatorEndpoint(OPERATOR_DROP_ENDPOINTS.create, { body: { slug, terms, reason } })
          : callOperatorEndpoint(OPERATOR_DROP_ENDPOINTS.change, {
              params: { slug },
              body: { terms, reason },
            })
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['drops'] });
        navigate(`/drops/${slug}`, { replace: true, state: { saved: true } });
      }}
      onFieldErrors={onFieldErrors}
      onClose={onClose}
    />
  );
}

/** The form of a campaign, or of a new one when `campaign` is absent. */
function DropsEditor({ campaign }: { campaign?: DropCampaignAdmin }) {
  const can = useCan();
  const location = useLocation();
  const mayEdit = can('promotions.manage');
  const [form, setForm] = useState(() => (campaign ? formOf(campaign.terms) : blankForm()));
  const [slug, setSlug] = useState(campaign?.slug ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<DropTerms>();
  const update = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const save = () => {
    const read = termsFromForm(form);
    const slugFault: FormErrors =
      campaign || dropSlugSchema.safeParse(slug).success
        ? {}
        : { slug: 'Lower-case letters, digits and dashes.' };
    setErrors({ ...(read.ok ? {} : read.errors), ...slugFault });
    if (read.ok && Object.keys(slugFault).length === 0) setSaving(read.terms);
  };
  const saved = (location.state as { saved?: boolean } | null)?.saved;
  return (
    <div>
      <Link
        to="/drops"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> Drops
      </Link>
      <PageHeader
        title={campaign ? campaign.terms.title.en : 'New drop campaign'}
        description="The window, the games and odds per currency, and the prizes or stars it drops."
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={save}>
              {campaign ? 'Save changes' : 'Set up'}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">Saved. The next stake drawn follows these terms.</Notice> : null}
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
          <DropsWindowCard
            form={form}
            errors={errors}
            update={update}
            slug={campaign ? undefined : { value: slug, onChange: setSlug }}
            kindLocked={(campaign?.drops ?? 0) > 0}
          />
          <CountedGamesCard
            title="Games"
            hint="Real-money stakes in these games draw."
            games={form.games}
            error={errors['terms.games']}
            readOnly={!mayEdit}
            onChange={(games) => update({ games })}
          />
          <DropsStakesCard form={form} errors={errors} update={update} />
          <DropsPrizesCard form={form} errors={errors} update={update} dropped={campaign?.dropped ?? {}} />
        </fieldset>
        {campaign ? (
          <aside className="xl:sticky xl:top-20">
            <Card title="State">
              <Facts
                items={[
                  ['Shown on the site', campaign.terms.enabled ? 'Yes' : 'No'],
                  ['Drops made', String(campaign.drops)],
                  ['Left to drop', String(campaign.dropsLeft)],
                  ['Changed', formatKyivDateTime(campaign.updatedAt)],
                ]}
              />
            </Card>
          </aside>
        ) : null}
      </div>
      {saving ? (
        <SaveDialog
          slug={slug}
          isNew={!campaign}
          terms={saving}
          onFieldErrors={setErrors}
          onClose={() => setSaving(undefined)}
        />
      ) : null}
    </div>
  );
}

/** `/drops/:slug` (or `/drops/new`): a campaign's form. */
export function DropsEditorPage() {
  const { slug } = useParams();
  const list = useQuery(dropsQuery);
  if (slug === 'new') return <DropsEditor />;
  if (list.isPending) return <Loading />;
  if (list.isError) return <Notice>{errorMessage(list.error)}</Notice>;
  const campaign = list.data.campaigns.find((row) => row.slug === slug);
  if (!campaign) return <Notice>There is no such drop campaign.</Notice>;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <DropsEditor key={`${campaign.slug} ${campaign.updatedAt}`} campaign={campaign} />;
}
