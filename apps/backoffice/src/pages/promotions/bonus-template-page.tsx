import type { Language } from '@casino/contracts';
import {
  type BonusTemplateDetail,
  type BonusTemplateTerms,
  OPERATOR_BONUS_TEMPLATE_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { bonusTemplateQuery } from '../../api/promotions-queries';
import { useCan } from '../../api/session';
import { EditorSaveDialog } from '../../components/editor-save-dialog';
import { Button, Card, Facts, Loading, Notice, PageHeader } from '../../components/ui';
import { formatDateTime, humanize } from '../../lib/format';
import { BonusCardPreview } from './bonus-card-preview';
import {
  AmountsSection,
  EligibilitySection,
  FreebetSection,
  IdentitySection,
  KindSection,
  OfferSection,
  TextsSection,
  WageringSection,
} from './template-fields';
import { draftOf, type FormErrors, termsFromDraft } from './template-form';

/** Saving asks why, for the audit trail; the server's field errors go back to the form. */
function SaveDialog({
  template,
  slug,
  terms,
  onFieldErrors,
  onClose,
}: {
  template: BonusTemplateDetail | undefined;
  slug: string;
  terms: BonusTemplateTerms;
  onFieldErrors: (errors: FormErrors) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <EditorSaveDialog
      title={template ? 'Save the bonus' : 'Create the bonus'}
      description={
        template
          ? 'Bonuses taken from now on get these terms; bonuses already taken keep theirs.'
          : 'When active and listed, players see it on the bonuses page at once.'
      }
      submitLabel={template ? 'Save' : 'Create'}
      send={(reason) =>
        template
          ? callOperatorEndpoint(OPERATOR_BONUS_TEMPLATE_ENDPOINTS.update, {
              params: { id: template.id },
              body: { terms, reason },
            })
          : callOperatorEndpoint(OPERATOR_BONUS_TEMPLATE_ENDPOINTS.create, { body: { slug, terms, reason } })
      }
      onSaved={(reply) => {
        void queryClient.invalidateQueries({ queryKey: ['promotions'] });
        navigate(`/promotions/bonuses/${reply.template.id}`, { replace: true, state: { saved: true } });
      }}
      onFieldErrors={onFieldErrors}
      onClose={onClose}
    />
  );
}

/** The form of one template, new or saved, beside its card's preview. */
function TemplateEditor({ template }: { template?: BonusTemplateDetail }) {
  const can = useCan();
  const location = useLocation();
  const mayEdit = can('promotions.manage') && (template?.editable ?? true);
  const [draft, setDraft] = useState(() => draftOf(template));
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<BonusTemplateTerms>();
  const update = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const save = () => {
    const read = termsFromDraft(draft, { newSlug: !template });
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) setSaving(read.terms);
  };
  const sections = { draft, errors, update };
  const saved = (location.state as { saved?: boolean } | null)?.saved;

  return (
    <div>
      <Link
        to="/promotions/bonuses"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> Bonuses
      </Link>
      <PageHeader
        title={template ? template.terms.title.en : 'New bonus'}
        description={template ? `${humanize(template.terms.kind)} · ${template.slug}` : 'A bonus template'}
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={save}>
              {template ? 'Save changes' : 'Create bonus'}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">Saved. The site offers these terms now.</Notice> : null}
        {template && !template.editable ? (
          <Notice tone="blue">
            This bonus takes its terms from its programme; it is shown here to read.
          </Notice>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Notice>Some fields need attention: see the messages below.</Notice>
        ) : null}
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_20rem]">
        <fieldset disabled={!mayEdit} className="min-w-0 space-y-4">
          <IdentitySection {...sections} isNew={!template} />
          <TextsSection {...sections} language={language} onLanguage={setLanguage} />
          <OfferSection {...sections} />
          <KindSection {...sections} />
          <FreebetSection {...sections} />
          <AmountsSection {...sections} />
          <WageringSection {...sections} />
          <EligibilitySection {...sections} />
        </fieldset>
        <aside className="space-y-4 xl:sticky xl:top-20">
          <Card title="Preview">
            <BonusCardPreview draft={draft} language={language} />
          </Card>
          {template ? (
            <Card title="Use">
              <Facts
                items={[
                  ['Taken', String(template.taken.all)],
                  ['Still open', String(template.taken.live)],
                  ['Created', formatDateTime(template.createdAt)],
                ]}
              />
            </Card>
          ) : null}
        </aside>
      </div>
      {saving ? (
        <SaveDialog
          template={template}
          slug={draft.slug.trim()}
          terms={saving}
          onFieldErrors={setErrors}
          onClose={() => setSaving(undefined)}
        />
      ) : null}
    </div>
  );
}

/** `/promotions/bonuses/new` and `/promotions/bonuses/:id`: a bonus template's form. */
export function BonusTemplatePage() {
  const { id } = useParams();
  if (id === 'new') return <TemplateEditor key="new" />;
  return <SavedTemplate id={Number(id)} />;
}

function SavedTemplate({ id }: { id: number }) {
  const template = useQuery({ ...bonusTemplateQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <Notice>There is no such bonus.</Notice>;
  if (template.isPending) return <Loading />;
  if (template.isError) return <Notice>{errorMessage(template.error)}</Notice>;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <TemplateEditor key={JSON.stringify(template.data.template)} template={template.data.template} />;
}
