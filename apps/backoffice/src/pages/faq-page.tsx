import type { Language } from '@casino/contracts';
import {
  type ContentBrand,
  type ContentFaqView,
  type FaqFields,
  OPERATOR_CONTENT_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_KEY, faqQuery } from '../api/content-queries';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useCan } from '../api/session';
import { BrandPicker, DeleteDialog, SaveBar, useContentBrand } from '../components/content-fields';
import { FaqItemPreview } from '../components/content-preview';
import { LanguageTabs, SelectField, TextField } from '../components/fields';
import { Badge, Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { brandLabel, errorAt, withBrand } from '../lib/content-text';
import { useReasonedChange } from '../lib/use-reasoned-change';

type Group = { id: string; title: string };
/** The form's state: the entry's fields, with its order as the input holds it. */
type FaqForm = Omit<FaqFields, 'sort'> & { sort: string };

const emptyText = { question: '', answer: '' };

function formOf(entry: ContentFaqView | undefined, brand: ContentBrand, groups: Group[]): FaqForm {
  if (entry) return { ...entry, sort: String(entry.sort) };
  return {
    brand,
    groupKey: groups[0]?.id ?? '',
    sort: '0',
    texts: { uk: emptyText, ru: emptyText, en: emptyText },
  };
}

/** A new question or a change to one: its group, order and texts, previewed as the faq page shows it. */
function FaqEditor({
  entry,
  brand,
  groups,
  onClose,
}: {
  entry: ContentFaqView | undefined;
  brand: ContentBrand;
  groups: Group[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(entry, brand, groups));
  const [lang, setLang] = useState<Language>('en');
  const { change, submit, reasonField } = useReasonedChange({
    send: (reason) => {
      const body = { ...form, sort: Number(form.sort), reason };
      return entry
        ? callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.updateFaq, { params: { id: entry.id }, body })
        : callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.createFaq, { body });
    },
    onDone: () => void queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
    onClose,
  });
  const errors = fieldErrors(change.error);
  const text = form.texts[lang];
  const setText = (part: keyof typeof text, value: string) =>
    setForm({ ...form, texts: { ...form.texts, [lang]: { ...text, [part]: value } } });

  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <div className="space-y-3">
        <div className="grid grid-cols-3 gap-3">
          <BrandPicker brand={form.brand} onChange={(next) => setForm({ ...form, brand: next })} />
          <SelectField
            label="Group"
            value={form.groupKey}
            options={groups.map((group) => ({ value: group.id, label: group.title }))}
            error={errors.groupKey}
            onChange={(groupKey) => setForm({ ...form, groupKey })}
          />
          <TextField
            label="Order (lower first)"
            type="number"
            value={form.sort}
            error={errors.sort}
            onChange={(sort) => setForm({ ...form, sort })}
          />
        </div>
        <LanguageTabs selected={lang} onSelect={setLang} errors={errors} />
        {errors[`texts.${lang}`] ? <Notice>{errors[`texts.${lang}`]}</Notice> : null}
        <TextField
          label="Question"
          value={text.question}
          maxLength={300}
          error={errorAt(errors, `texts.${lang}.question`)}
          onChange={(value) => setText('question', value)}
        />
        <TextField
          label="Answer"
          rows={6}
          value={text.answer}
          maxLength={5_000}
          hint="Paragraphs separated by a blank line."
          error={errorAt(errors, `texts.${lang}.answer`)}
          onChange={(value) => setText('answer', value)}
        />
        <SaveBar
          label={entry ? 'Save question' : 'Add question'}
          busy={change.isPending}
          error={change.error}
          reasonField={reasonField}
          onSave={submit}
        />
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <FaqItemPreview
        question={withBrand(text.question, form.brand)}
        answer={withBrand(text.answer, form.brand)}
      />
    </div>
  );
}

/** Entries under their group's title, in the faq page's order; entries of groups it does not name come last. */
function grouped(groups: Group[], entries: ContentFaqView[]): { group: Group; entries: ContentFaqView[] }[] {
  const named = groups.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.groupKey === group.id),
  }));
  const known = new Set(groups.map((group) => group.id));
  const stray = entries.filter((entry) => !known.has(entry.groupKey));
  return stray.length
    ? [...named, { group: { id: '', title: 'Not shown: no such group on the faq page' }, entries: stray }]
    : named;
}

/** The faq page's questions by brand (its own and the all-brands ones), grouped, with a form and a preview. */
export function FaqPage() {
  const [brand, setBrand] = useContentBrand();
  const mayManage = useCan()('content.manage');
  const faq = useQuery(faqQuery(brand));
  const [editing, setEditing] = useState<{ entry?: ContentFaqView } | null>(null);
  const [deleting, setDeleting] = useState<ContentFaqView | null>(null);
  return (
    <>
      <PageHeader
        title="FAQ"
        description="The faq page's questions and answers, per brand and language."
        actions={
          mayManage && faq.data?.groups.length ? (
            <Button variant="primary" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" className="size-3.5" />
              New question
            </Button>
          ) : null
        }
      />
      <div className="mb-4 w-56">
        <BrandPicker brand={brand} onChange={setBrand} />
      </div>
      {editing && faq.data ? (
        <Card title={editing.entry ? `Question ${editing.entry.id}` : 'New question'} className="mb-4">
          <FaqEditor
            key={editing.entry?.id ?? 'new'}
            entry={editing.entry}
            brand={brand}
            groups={faq.data.groups}
            onClose={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {faq.isPending ? (
        <Loading label="Loading the questions…" />
      ) : faq.isError ? (
        <Notice>{errorMessage(faq.error)}</Notice>
      ) : faq.data.entries.length === 0 ? (
        <EmptyState>No question for this brand.</EmptyState>
      ) : (
        <div className="space-y-4">
          {grouped(faq.data.groups, faq.data.entries).map(({ group, entries }) => (
            <Card key={group.id} title={group.title}>
              {entries.length === 0 ? (
                <EmptyState>No question in this group.</EmptyState>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {entries.map((entry) => (
                    <li key={entry.id} className="flex items-start gap-3 py-2">
                      <span className="w-8 text-right text-xs text-slate-400 tabular-nums">{entry.sort}</span>
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">{entry.texts.en.question}</p>
                        <p className="truncate text-xs text-slate-500">{entry.texts.en.answer}</p>
                      </div>
                      <Badge tone={entry.brand === '*' ? 'neutral' : 'violet'}>
                        {brandLabel(entry.brand)}
                      </Badge>
                      {mayManage ? (
                        <div className="flex gap-1">
                          <Button size="sm" variant="ghost" onClick={() => setEditing({ entry })}>
                            Edit
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setDeleting(entry)}>
                            Delete
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </div>
      )}
      {deleting ? (
        <DeleteDialog
          title={`Delete “${deleting.texts.en.question}”`}
          send={(reason) =>
            callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.deleteFaq, {
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
