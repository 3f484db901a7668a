/** The backdrop of heroes and page headers: the brand accent glowing over the raised surface. */
export const HERO_BACKDROP: React.CSSProperties = {
  backgroundImage: [
    'radial-gradient(70% 90% at 78% 35%, color-mix(in oklab, var(--brand-accent) 30%, transparent), transparent 70%)',
    'radial-gradient(60% 70% at 0% 100%, color-mix(in oklab, var(--brand-win) 14%, transparent), transparent 70%)',
    'linear-gradient(135deg, var(--surface-2), var(--surface-1) 60%, var(--surface-0))',
  ].join(','),
};

/** A faint dot grid laid over a backdrop, fading out towards the artwork. */
export const DOT_GRID =
  'pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.07)_1px,transparent_1px)] bg-[size:18px_18px] [mask-image:linear-gradient(100deg,black,transparent_70%)]';
