import type { FaqItem } from '@casino/contracts';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

/**
 * A group's questions as an accordion. Answers stay in the HTML while closed (hidden), so they are part of the
 * server-rendered page that search engines and in-page search read.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="multiple" className="flex flex-col gap-2.5">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={String(item.id)}
          className="overflow-hidden rounded-2xl bg-surface-1 ring-1 ring-line transition-colors data-[state=open]:bg-surface-2 data-[state=open]:ring-accent/30"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[0.95rem] font-semibold text-fg transition-colors hover:text-accent lg:px-6">
                {item.question}
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-3 text-muted transition group-hover:text-accent group-data-[state=open]:rotate-180 group-data-[state=open]:bg-accent group-data-[state=open]:text-accent-fg">
                  <ChevronDown aria-hidden="true" className="size-4" />
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="px-5 pb-5 text-sm leading-relaxed text-muted data-[state=closed]:hidden lg:px-6"
          >
            {item.answer.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
