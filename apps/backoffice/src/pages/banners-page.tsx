import type { Language } from '@casino/contracts';
import {
  BANNER_ARTS,
  BANNER_PLACEMENTS,
  type BannerFields,
  type ContentBannerView,
  type ContentBrand,
  OPERATOR_CONTENT_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { bannersQuery, CONTENT_KEY } from '../api/content-queries';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useCan } from '../api/session';
import { BrandPicker, DeleteDialog, SaveBar, useContentBrand } from '../components/content-fields';
import { BannerCard } from '../components/content-preview';
import { CheckboxField, LanguageTabs, SelectField, TextField } from '../components/fields';
import { Badge, Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { brandLabel, errorAt, fromLocalInput, toLocalInput, withBrand } from '../lib/content-text';
import { formatDateTime } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

/** The form's state: the banner's fields, with its order and schedule as the inputs hold them. */
type BannerForm = Omit<BannerFields, 'sort' | 'startsAt' | 'endsAt'> & {
  sort: string;
  startsAt: string;
  endsAt: string;
};

const emptyText = { title: '', subtitle: '', ctaLabel: '' };

function formOf(banner: ContentBannerView | undefined, brand: ContentBrand): BannerForm {
  if (!banner) {
    return {
      brand,
      placement: 'home-hero',
      sort: '0',
      art: BANNER_ARTS[0],
      ctaHref: '/',
      texts: { uk: emptyText, ru: emptyText, en: emptyText },
      active: false,
      startsAt: '',
      endsAt: '',
    };
  }
  return {
    ...banner,
    sort: String(banner.sort),
    startsAt: toLocalInput(banner.startsAt),
    endsAt: toLocalInput(banner.endsAt),
  };
}

function fieldsOf(form: BannerForm): BannerFields {
  return {
    ...form,
    sort: Number(form.sort),
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
  };
}

function scheduleOf(banner: ContentBannerView): string {
  if (!banner.startsAt && !banner.endsAt) return 'Always';
  return `${banner.startsAt ? formatDateTime(banner.startsAt) : 'now'} – ${banner.endsAt ? formatDateTime(banner.endsAt) : 'no end'}`;
}

/** A new banner or a change to one: its place, link, artwork, schedule and texts, with a card preview. */
function BannerEditor({
  banner,
  brand,
  onClose,
}: {
  banner: ContentBannerView | undefined;
  brand: ContentBrand;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(banner, brand));
  const [lang, setLang] = useState<Language>('en');
  const { change, submit, reasonField } = useReasonedChange({
    send: (reason) => {
      const body = { ...fieldsOf(form), reason };
      return banner
        ? callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.updateBanner, { params: { id: banner.id }, body })
        : callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.createBanner, { body });
    },
    onDone: () => void queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
    onClose,
  });
  const errors = fieldErrors(change.error);
  const set = <K extends keyof BannerForm>(key: K, value: BannerForm[K]) =>
    setForm({ ...form, [key]: value });
  const text = form.texts[lang];
  const setText = (part: keyof typeof text, value: string) =>
    set('texts', { ...form.texts, [lang]: { ...text, [part]: value } });

  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <div className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <BrandPicker brand={form.brand} onChange={(next) => set('brand', next)} />
          <SelectField
            label="Placement"
            value={form.placement}
            options={BANNER_PLACEMENTS.map((placement) => ({ value: placement, label: placement }))}
            error={errors.placement}
            onChange={(placement) => set('placement', placement)}
          />
          <TextField
            label="Order (lower first)"
            type="number"
            value={form.sort}
            error={errors.sort}
            onChange={(value) => set('sort', value)}
          />
          <TextField
            label="Artwork"
            value={form.art}
            maxLength={40}
            error={errors.art}
            hint={`One of the site's drawings: ${BANNER_ARTS.join(', ')}`}
            onChange={(value) => set('art', value)}
          />
          <TextField
            label="Starts (optional)"
            type="datetime-local"
            value={form.startsAt}
            error={errors.startsAt}
            onChange={(value) => set('startsAt', value)}
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            value={form.endsAt}
            error={errors.endsAt}
            onChange={(value) => set('endsAt', value)}
          />
        </div>
        <TextField
          label="Button link"
          value={form.ctaHref}
          maxLength={500}
          error={errors.ctaHref}
          hint="A site path such as /games/ or an https:// address"
          onChange={(value) => set('ctaHref', value)}
        />
        <CheckboxField
          label="Active (shown within its schedule)"
          checked={form.active}
          onChange={(active) => set('active', active)}
        />
        <LanguageTabs selected={lang} onSelect={setLang} errors={errors} />
        {errors[`texts.${lang}`] ? <Notice>{errors[`texts.${lang}`]}</Notice> : null}
        <TextField
          label="Title"
          value={text.title}
          maxLength={120}
          error={errorAt(errors, `texts.${lang}.title`)}
          onChange={(value) => setText('title', value)}
        />
        <TextField
          label="Subtitle"
          rows={2}
          value={text.subtitle}
          maxLength={300}
          error={errorAt(errors, `texts.${lang}.subtitle`)}
          onChange={(value) => setText('subtitle', value)}
        />
        <TextField
          label="Button label"
          value={text.ctaLabel}
          maxLength={40}
          error={errorAt(errors, `texts.${lang}.ctaLabel`)}
          onChange={(value) => setText('ctaLabel', value)}
        />
        <SaveBar
          label={banner ? 'Save banner' : 'Add banner'}
          busy={change.isPending}
          error={change.error}
          reasonField={reasonField}
          onSave={submit}
        />
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <BannerCard
        art={form.art}
        title={withBrand(text.title, form.brand)}
        subtitle={withBrand(text.subtitle, form.brand)}
        ctaLabel={text.ctaLabel}
        ctaHref={form.ctaHref}
      />
    </div>
  );
}

function BannersTable({
  banners,
  mayManage,
  onEdit,
  onDelete,
}: {
  banners: ContentBannerView[];
  mayManage: boolean;
  onEdit: (banner: ContentBannerView) => void;
  onDelete: (banner: ContentBannerView) => void;
}) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Banners by placement and order</caption>
      <thead>
        <tr>
          <th scope="col">Placement</th>
          <th scope="col" className="text-right">
            Order
          </th>
          <th scope="col">Title (en)</th>
          <th scope="col">Brand</th>
          <th scope="col">Shown</th>
          {mayManage ? (
            <th scope="col" className="text-right">
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {banners.map((banner) => (
          <tr key={banner.id}>
            <td className="font-mono text-xs">{banner.placement}</td>
            <td className="text-right tabular-nums">{banner.sort}</td>
            <td className="font-medium">{banner.texts.en.title}</td>
            <td>{brandLabel(banner.brand)}</td>
            <td>
              {banner.active ? <Badge tone="green">Active</Badge> : <Badge>Off</Badge>}{' '}
              <span className="text-xs text-slate-500">{scheduleOf(banner)}</span>
            </td>
            {mayManage ? (
              <td>
                <div className="flex justify-end gap-1">
                  <Button size="sm" variant="ghost" onClick={() => onEdit(banner)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onDelete(banner)}>
                    Delete
                  </Button>
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The site's banners by brand (its own and the all-brands ones), with a form and a card preview. */
export function BannersPage() {
  const [brand, setBrand] = useContentBrand();
  const mayManage = useCan()('content.manage');
  const banners = useQuery(bannersQuery(brand));
  const [editing, setEditing] = useState<{ banner?: ContentBannerView } | null>(null);
  const [deleting, setDeleting] = useState<ContentBannerView | null>(null);
  return (
    <>
      <PageHeader
        title="Banners"
        description="The heroes of the site's pages, per brand and language."
        actions={
          mayManage ? (
            <Button variant="primary" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" className="size-3.5" />
              New banner
            </Button>
          ) : null
        }
      />
      <div className="mb-4 w-56">
        <BrandPicker brand={brand} onChange={setBrand} />
      </div>
      {editing ? (
        <Card title={editing.banner ? `Banner ${editing.banner.id}` : 'New banner'} className="mb-4">
          <BannerEditor
            key={editing.banner?.id ?? 'new'}
            banner={editing.banner}
            brand={brand}
            onClose={() => setEditing(null)}
          />
        </Card>
      ) : null}
      <Card>
        {banners.isPending ? (
          <Loading label="Loading the banners…" />
        ) : banners.isError ? (
          <Notice>{errorMessage(banners.error)}</Notice>
        ) : banners.data.banners.length === 0 ? (
          <EmptyState>No banner for this brand.</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <BannersTable
              banners={banners.data.banners}
              mayManage={mayManage}
              onEdit={(banner) => setEditing({ banner })}
              onDelete={setDeleting}
            />
          </div>
        )}
      </Card>
      {deleting ? (
        <DeleteDialog
          title={`Delete the banner “${deleting.texts.en.title}”`}
          send={(reason) =>
            callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.deleteBanner, {
              params: { id: deleting.id },
              body: { reason },
            })
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
