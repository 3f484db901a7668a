import type { LegalBlock } from '@casino/contracts';
import { LegalLink } from './legal-link';

/** One block of a legal text, rendered as text: the content never carries markup. */
function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="grid list-disc gap-1.5 pl-5 marker:text-accent">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contacts':
      return (
        <ul className="grid gap-2">
          {block.items.map((item) => (
            <li
              key={item.href}
              className="flex flex-col gap-0.5 rounded-xl bg-surface-2 px-4 py-3 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="text-fg">{item.label}</span>
              <LegalLink href={item.href}>{item.value}</LegalLink>
            </li>
          ))}
        </ul>
      );
  }
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <div className="grid gap-3 text-sm leading-relaxed text-muted lg:text-base">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are never reordered on the page
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
