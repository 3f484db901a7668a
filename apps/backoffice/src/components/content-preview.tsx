import type { LegalBlock, LegalPageContent } from '@casino/contracts';
import type { ReactNode } from 'react';

/**
 * Previews of content as the site and search engines show it. Every stored text is rendered as text (React
 * escapes it): an operator's markup shows as typed, never as markup.
 */

/** Past these, search engines cut the title and the description. */
const SNIPPET_TITLE_CHARS = 60;
const SNIPPET_DESCRIPTION_CHARS = 160;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function PreviewFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="rounded-md border border-dashed border-slate-300 bg-white p-4">
      <figcaption className="mb-2 text-[11px] font-medium tracking-wide text-slate-400 uppercase">
        {label}
      </figcaption>
      {children}
    </figure>
  );
}

/** The page as a search result: its address, title and description, cut where a search engine cuts them. */
export function SearchSnippet({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description: string;
}) {
  return (
    <PreviewFrame label="Search result">
      <p className="truncate text-xs text-emerald-800">{url}</p>
      <p className="text-lg leading-snug text-blue-800">{cut(title, SNIPPET_TITLE_CHARS)}</p>
      <p className="text-[13px] leading-snug text-slate-600">{cut(description, SNIPPET_DESCRIPTION_CHARS)}</p>
      <p className="mt-2 text-[11px] text-slate-400">
        Title {title.length}/{SNIPPET_TITLE_CHARS} · description {description.length}/
        {SNIPPET_DESCRIPTION_CHARS} characters shown
      </p>
    </PreviewFrame>
  );
}

/** Paragraphs separated by blank lines, as the site splits its SEO text. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'paragraph') return <p>{block.text}</p>;
  if (block.type === 'list') {
    return (
      <ul className="list-disc space-y-1 pl-5">
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items may repeat while typed
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-1">
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts may repeat while typed
        <li key={index}>
          {item.label}: <span className="text-indigo-700 underline">{item.value}</span>{' '}
          <span className="text-xs text-slate-400">({item.href})</span>
        </li>
      ))}
    </ul>
  );
}

/** The page's heading, its text blocks (a legal page's sections) and its SEO text at the bottom. */
export function PagePreview({
  h1,
  seoText,
  blocks,
}: {
  h1: string;
  seoText: string | undefined;
  blocks: LegalPageContent | undefined;
}) {
  return (
    <PreviewFrame label="Page">
      <div className="space-y-4 text-sm leading-relaxed text-slate-700">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{h1}</h1>
        {blocks ? (
          <>
            <p className="text-base text-slate-600">{blocks.intro}</p>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              In effect from {blocks.effectiveDate}
            </p>
            {blocks.sections.map((section) => (
              <section key={section.id} className="space-y-2 rounded-lg bg-slate-50 p-3">
                <h2 className="text-base font-bold text-slate-900">{section.title}</h2>
                {section.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are edited in place, by position
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </>
        ) : null}
        {seoText ? (
          <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-[13px] text-slate-500">
            <Paragraphs text={seoText} />
          </div>
        ) : null}
      </div>
    </PreviewFrame>
  );
}

/** A hero banner as a card: its artwork's key, title, subtitle and button. */
export function BannerCard({
  art,
  title,
  subtitle,
  ctaLabel,
  ctaHref,
}: {
  art: string;
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaHref: string;
}) {
  return (
    <PreviewFrame label="Banner">
      <div className="grid grid-cols-[1fr_6rem] gap-4 rounded-xl bg-gradient-to-br from-indigo-900 to-violet-700 p-5 text-white">
        <div className="space-y-2">
          <p className="text-xl leading-tight font-extrabold">{title}</p>
          <p className="text-sm text-indigo-100">{subtitle}</p>
          <span className="inline-block rounded-lg bg-amber-400 px-3 py-1.5 text-sm font-bold text-slate-900">
            {ctaLabel}
          </span>
          <p className="truncate text-[11px] text-indigo-200">{ctaHref}</p>
        </div>
        <div className="grid place-items-center rounded-lg bg-white/10 text-xs text-indigo-100">{art}</div>
      </div>
    </PreviewFrame>
  );
}

/** A question and its answer, as the faq page's accordion shows them opened. */
export function FaqItemPreview({ question, answer }: { question: string; answer: string }) {
  return (
    <PreviewFrame label="Question and answer">
      <details open className="rounded-lg bg-slate-50 p-3">
        <summary className="cursor-pointer font-semibold text-slate-900">{question}</summary>
        <div className="mt-2 space-y-2 text-sm text-slate-600">
          <Paragraphs text={answer} />
        </div>
      </details>
    </PreviewFrame>
  );
}
