import type { LegalBlock, LegalPageContent, LegalSection } from '@casino/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { errorAt } from '../lib/content-text';
import { TextField } from './fields';
import { Button } from './ui';

type Contact = Extract<LegalBlock, { type: 'contacts' }>['items'][number];

const NEW_BLOCKS: Record<LegalBlock['type'], () => LegalBlock> = {
  paragraph: () => ({ type: 'paragraph', text: '' }),
  list: () => ({ type: 'list', items: [''] }),
  contacts: () => ({ type: 'contacts', items: [{ label: '', value: '', href: '' }] }),
};

const replaced = <T,>(items: T[], index: number, item: T) =>
  items.map((old, at) => (at === index ? item : old));
const removed = <T,>(items: T[], index: number) => items.filter((_, at) => at !== index);

function ContactsEditor({
  items,
  onChange,
  error,
}: {
  items: Contact[];
  onChange: (items: Contact[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="bo-label">Contacts</legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts are edited in place, by position
        <div key={index} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
          {(['label', 'value', 'href'] as const).map((part) => (
            <TextField
              key={part}
              label={
                part === 'href'
                  ? 'Link (tel:, mailto:, https://, /path/)'
                  : part === 'label'
                    ? 'Label'
                    : 'Shown as'
              }
              value={item[part]}
              maxLength={500}
              onChange={(value) => onChange(replaced(items, index, { ...item, [part]: value }))}
            />
          ))}
          <Button
            size="sm"
            variant="ghost"
            aria-label="Remove contact"
            onClick={() => onChange(removed(items, index))}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </Button>
        </div>
      ))}
      {error ? <p className="text-xs text-rose-700">{error}</p> : null}
      <Button size="sm" onClick={() => onChange([...items, { label: '', value: '', href: '' }])}>
        <Plus aria-hidden="true" className="size-3.5" />
        Contact
      </Button>
    </fieldset>
  );
}

function BlockEditor({
  block,
  onChange,
  error,
}: {
  block: LegalBlock;
  onChange: (block: LegalBlock) => void;
  error: string | undefined;
}) {
  if (block.type === 'paragraph') {
    return (
      <TextField
        label="Paragraph"
        rows={4}
        value={block.text}
        error={error}
        onChange={(text) => onChange({ ...block, text })}
      />
    );
  }
  if (block.type === 'list') {
    // One item a line; joining and splitting keep a line being typed, empty lines included.
    return (
      <TextField
        label="List, one item a line"
        rows={4}
        value={block.items.join('\n')}
        error={error}
        onChange={(text) => onChange({ ...block, items: text.split('\n') })}
      />
    );
  }
  return (
    <ContactsEditor items={block.items} error={error} onChange={(items) => onChange({ ...block, items })} />
  );
}

function SectionEditor({
  section,
  onChange,
  onRemove,
  errors,
  path,
}: {
  section: LegalSection;
  onChange: (section: LegalSection) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  path: string;
}) {
  const setBlocks = (blocks: LegalBlock[]) => onChange({ ...section, blocks });
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-mono text-xs text-slate-500">#{section.id}</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label="Section title"
            value={section.title}
            maxLength={300}
            error={errorAt(errors, `${path}.title`)}
            onChange={(title) => onChange({ ...section, title })}
          />
        </div>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-3.5" />
          Section
        </Button>
      </div>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are edited in place, by position
        <div key={index} className="flex items-start gap-2">
          <div className="flex-1">
            <BlockEditor
              block={block}
              error={errorAt(errors, `${path}.blocks.${index}`)}
              onChange={(changed) => setBlocks(replaced(section.blocks, index, changed))}
            />
          </div>
          <Button
            size="sm"
            variant="ghost"
            aria-label="Remove block"
            onClick={() => setBlocks(removed(section.blocks, index))}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </Button>
        </div>
      ))}
      {errorAt(errors, `${path}.blocks`) && section.blocks.length === 0 ? (
        <p className="text-xs text-rose-700">{errorAt(errors, `${path}.blocks`)}</p>
      ) : null}
      <div className="flex gap-2">
        {(Object.keys(NEW_BLOCKS) as LegalBlock['type'][]).map((type) => (
          <Button key={type} size="sm" onClick={() => setBlocks([...section.blocks, NEW_BLOCKS[type]()])}>
            <Plus aria-hidden="true" className="size-3.5" />
            {type === 'paragraph' ? 'Paragraph' : type === 'list' ? 'List' : 'Contacts'}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A legal page's text in one language as blocks (paragraphs, lists, contact lines), never HTML: what the site
 * renders is exactly these texts. `path` is where the server names this language's problems (`payload.en`).
 */
export function LegalBlocksEditor({
  content,
  onChange,
  errors,
  path,
}: {
  content: LegalPageContent;
  onChange: (content: LegalPageContent) => void;
  errors: Record<string, string>;
  path: string;
}) {
  const setSections = (sections: LegalSection[]) => onChange({ ...content, sections });
  const addSection = () => {
    const taken = new Set(content.sections.map((section) => section.id));
    let number = content.sections.length + 1;
    while (taken.has(`section-${number}`)) number += 1;
    const id = `section-${number}`;
    setSections([...content.sections, { id, title: '', blocks: [NEW_BLOCKS.paragraph()] }]);
  };
  return (
    <div className="space-y-3">
      <TextField
        label="Introduction"
        rows={3}
        value={content.intro}
        error={errorAt(errors, `${path}.intro`)}
        onChange={(intro) => onChange({ ...content, intro })}
      />
      <TextField
        label="In effect from"
        type="date"
        value={content.effectiveDate}
        error={errorAt(errors, `${path}.effectiveDate`)}
        onChange={(effectiveDate) => onChange({ ...content, effectiveDate })}
      />
      {content.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          path={`${path}.sections.${index}`}
          errors={errors}
          onChange={(changed) => setSections(replaced(content.sections, index, changed))}
          onRemove={() => setSections(removed(content.sections, index))}
        />
      ))}
      <Button size="sm" onClick={addSection}>
        <Plus aria-hidden="true" className="size-3.5" />
        Section
      </Button>
    </div>
  );
}
