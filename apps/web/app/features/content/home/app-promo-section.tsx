import type { HomeSection } from '@casino/contracts';
import { PhoneArt } from '../art/phone-art';
import { HERO_BACKDROP } from '../shared/backdrop';
import { ContentIcon } from '../shared/content-icon';
import { SectionCta } from './section-cta';

/** The mobile app in a wide card: what it gives, the phone artwork and the way to the install guide. */
export function AppPromoSection({ section }: { section: HomeSection }) {
  return (
    <section
      aria-labelledby={`home-${section.id}`}
      style={HERO_BACKDROP}
      className="relative grid overflow-hidden rounded-3xl ring-1 ring-line md:grid-cols-[minmax(0,1fr)_280px] lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="flex flex-col items-start gap-5 p-6 lg:p-10">
        <div className="flex flex-col gap-2">
          <h2
            id={`home-${section.id}`}
            className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl"
          >
            {section.title}
          </h2>
          {section.text ? <p className="max-w-xl leading-relaxed text-muted">{section.text}</p> : null}
        </div>
        <ul className="grid w-full gap-3 xl:grid-cols-3">
          {section.items.map((item) => (
            <li
              key={item.title}
              className="flex items-start gap-3 rounded-2xl bg-surface-0/40 p-3 ring-1 ring-line"
            >
              <ContentIcon name={item.icon} className="mt-0.5 size-5 shrink-0 text-accent" />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-fg">{item.title}</span>
                <span className="text-xs leading-relaxed text-muted">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <SectionCta cta={section.cta} variant="primary" />
      </div>
      <div className="relative hidden md:block">
        <PhoneArt className="absolute inset-0 h-full w-full drop-shadow-[0_20px_30px_rgb(0_0_0/0.35)]" />
      </div>
    </section>
  );
}
