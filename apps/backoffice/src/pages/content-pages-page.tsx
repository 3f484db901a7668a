import { type Language, type LegalPageContent, localizePath } from '@casino/contracts';
import {
  type ContentBrand,
  type ContentPageSummary,
  type ContentPageView,
  EVERY_BRAND,
  OPERATOR_CONTENT_ENDPOINTS,
  TEXT_BLOCK_PAGE_TYPES,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_KEY, contentPageQuery, contentPagesQuery } from '../api/content-queries';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useCan } from '../api/session';
import { BrandPicker, SaveBar, useContentBrand } from '../components/content-fields';
import { PagePreview, SearchSnippet } from '../components/content-preview';
import { Dialog, ReasonField } from '../components/dialog';
import { LanguageTabs, TextField } from '../components/fields';
import { LegalBlocksEditor } from '../components/legal-blocks-editor';
import { Badge, Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { brandLabel, errorAt, withBrand, withBrandDeep } from '../lib/content-text';
import { formatDate, humanize } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

type Seo = ContentPageView['seo'];
type TextBlocks = Record<Language, LegalPageContent>;

const isTextBlockPage = (page: ContentPageSummary) =>
  (TEXT_BLOCK_PAGE_TYPES as readonly string[]).includes(page.pageType);

function PagesTable({
  pages,
  selected,
  onSelect,
}: {
  pages: ContentPageSummary[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Content pages by path</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Brand, updated</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr
            key={page.id}
            aria-selected={page.id === selected}
            className={page.id === selected ? 'bg-indigo-50' : undefined}
          >
            <td>
              <button type="button" className="text-left" onClick={() => onSelect(page.id)}>
                <span className="block font-mono text-xs text-indigo-700">{page.path}</span>
                <span className="block font-medium">{page.h1.en}</span>
                <span className="block text-xs text-slate-500">{humanize(page.pageType)}</span>
              </button>
            </td>
            <td>
              {page.brand === EVERY_BRAND ? (
                <Badge>All brands</Badge>
              ) : (
                <Badge tone="violet">{brandLabel(page.brand)}</Badge>
              )}
              <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
                {formatDate(page.updatedAt)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A brand's own copy of an all-brands page: from then on the brand's site serves the copy. */
function CopyDialog({
  page,
  brand,
  onDone,
  onClose,
}: {
  page: ContentPageView;
  brand: Exclude<ContentBrand, '*'>;
  onDone: (copy: ContentPageView) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.copyPage, {
        params: { id: page.id },
        body: { brand, reason },
      }),
    onDone: (reply) => {
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onDone(reply.page);
    },
    onClose,
  });
  return (
    <Dialog
      open
      title={`${brandLabel(brand)}'s own ${page.path}`}
      description="The brand's site then serves its own copy; the other brands keep the all-brands page."
      onClose={close}
      onSubmit={submit}
      busy={change.isPending}
      submitLabel="Make the copy"
    >
      {change.isError ? (
        <Notice>{errorAt(fieldErrors(change.error), 'brand') ?? errorMessage(change.error)}</Notice>
      ) : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

/** The SEO texts of every language and, for a text-block page, its blocks; previews beside the form. */
function PageForm({
  page,
  brand,
  onCopied,
}: {
  page: ContentPageView;
  brand: ContentBrand;
  onCopied: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const mayManage = useCan()('content.manage');
  const [lang, setLang] = useState<Language>('en');
  const [seo, setSeo] = useState<Seo>(page.seo);
  const [blocks, setBlocks] = useState<TextBlocks | undefined>(
    isTextBlockPage(page) ? (page.payload as TextBlocks) : undefined,
  );
  const [saved, setSaved] = useState(false);
  const [copying, setCopying] = useState(false);
  const { change, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.updatePage, {
        params: { id: page.id },
        body: { seo, payload: blocks, reason },
      }),
    onDone: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    },
    // The form stays open on the page just saved.
    onClose: () => undefined,
  });
  const errors = fieldErrors(change.error);
  const text = seo[lang];
  const setText = (part: keyof Seo[Language], value: string) =>
    setSeo({ ...seo, [lang]: { ...text, [part]: value } });
  // An all-brands page is previewed as the chosen brand's site shows it.
  const previewBrand = page.brand === EVERY_BRAND ? brand : page.brand;
  const shown = (value: string | undefined) => withBrand(value ?? '', previewBrand);
  const field = (part: keyof Seo[Language], label: string, max: number, rows?: number, hint?: string) => (
    <TextField
      label={label}
      value={text[part] ?? ''}
      maxLength={max}
      rows={rows}
      hint={hint}
      error={errorAt(errors, `seo.${lang}.${part}`)}
      onChange={(value) => setText(part, value)}
    />
  );
  const copyFor = brand !== EVERY_BRAND && page.brand === EVERY_BRAND ? brand : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm text-indigo-700">{page.path}</span>
        <Badge>{humanize(page.pageType)}</Badge>
        <Badge tone={page.brand === EVERY_BRAND ? 'neutral' : 'violet'}>{brandLabel(page.brand)}</Badge>
        {copyFor && mayManage ? (
          <Button size="sm" className="ml-auto" onClick={() => setCopying(true)}>
            Make {brandLabel(copyFor)}'s own copy
          </Button>
        ) : null}
      </div>
      {page.brand === EVERY_BRAND ? (
        <Notice tone="blue">
          This page is shared by every brand without a copy of its own: a change here shows on all of them.
        </Notice>
      ) : null}
      <LanguageTabs selected={lang} onSelect={setLang} errors={errors} />
      <div className="grid gap-5 xl:grid-cols-2">
        <div className="space-y-3">
          {field('title', 'Title (search result and browser tab)', 200)}
          {field('description', 'Description', 500, 3)}
          {field('keywords', 'Keywords (optional)', 500)}
          {field('h1', 'Heading (h1)', 200)}
          {field(
            'text',
            'SEO text (optional)',
            20_000,
            6,
            'Paragraphs separated by a blank line. {{brand}} stands for the brand’s name.',
          )}
          {blocks ? (
            <LegalBlocksEditor
              content={blocks[lang]}
              path={`payload.${lang}`}
              errors={errors}
              onChange={(content) => setBlocks({ ...blocks, [lang]: content })}
            />
          ) : (
            <p className="text-xs text-slate-500">This page type’s other content is not edited here.</p>
          )}
          {mayManage ? (
            <SaveBar
              label="Save page"
              busy={change.isPending}
              error={change.error}
              saved={saved}
              reasonField={reasonField}
              onSave={() => {
                setSaved(false);
                submit();
              }}
            />
          ) : null}
        </div>
        <div className="space-y-3">
          <SearchSnippet
            url={localizePath(page.path, lang)}
            title={shown(text.title)}
            description={shown(text.description)}
          />
          <PagePreview
            h1={shown(text.h1)}
            seoText={shown(text.text)}
            blocks={blocks && withBrandDeep(blocks[lang], previewBrand)}
          />
        </div>
      </div>
      {copying && copyFor ? (
        <CopyDialog
          page={page}
          brand={copyFor}
          onClose={() => setCopying(false)}
          onDone={(copy) => onCopied(copy.id)}
        />
      ) : null}
    </div>
  );
}

function PageEditor({
  id,
  brand,
  onCopied,
}: {
  id: number;
  brand: ContentBrand;
  onCopied: (id: number) => void;
}) {
  const page = useQuery(contentPageQuery(id));
  if (page.isPending) return <Loading label="Loading the page…" />;
  if (page.isError) return <Notice>{errorMessage(page.error)}</Notice>;
  return <PageForm key={page.data.page.id} page={page.data.page} brand={brand} onCopied={onCopied} />;
}

/** The site's pages by brand: their SEO texts in every language and a legal page's text, with previews. */
export function ContentPagesPage() {
  const [brand, setBrand] = useContentBrand();
  const [selected, setSelected] = useState<number>();
  const pages = useQuery(contentPagesQuery(brand));
  return (
    <>
      <PageHeader
        title="Pages"
        description="SEO texts and legal texts per brand and language. A brand’s own page wins over the all-brands one."
      />
      <div className="mb-4 w-56">
        <BrandPicker
          brand={brand}
          onChange={(next) => {
            setSelected(undefined);
            setBrand(next);
          }}
        />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[24rem_1fr]">
        <Card>
          {pages.isPending ? (
            <Loading label="Loading the pages…" />
          ) : pages.isError ? (
            <Notice>{errorMessage(pages.error)}</Notice>
          ) : pages.data.pages.length === 0 ? (
            <EmptyState>No page for this brand.</EmptyState>
          ) : (
            <div className="-m-4 overflow-x-auto">
              <PagesTable pages={pages.data.pages} selected={selected} onSelect={setSelected} />
            </div>
          )}
        </Card>
        <Card>
          {selected === undefined ? (
            <EmptyState>Choose a page to edit.</EmptyState>
          ) : (
            <PageEditor id={selected} brand={brand} onCopied={setSelected} />
          )}
        </Card>
      </div>
    </>
  );
}
