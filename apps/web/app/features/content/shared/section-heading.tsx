/** The heading of a page section, with an optional lead line under it. */
export function SectionHeading({ id, title, text }: { id?: string; title: string; text?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h2 id={id} className="text-xl font-bold tracking-tight text-fg lg:text-2xl">
        {title}
      </h2>
      {text ? <p className="max-w-2xl text-sm leading-relaxed text-muted lg:text-base">{text}</p> : null}
    </div>
  );
}
