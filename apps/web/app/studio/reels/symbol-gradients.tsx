/**
 * The gradients every slot symbol is painted with, defined once per page (symbols reference them by id). Each is
 * a lit top and a shaded bottom of one colour, so the flat shapes read as embossed metal, gems and fruit.
 */
const LINEAR: Record<string, [string, string, string]> = {
  gold: ['#fff3b0', '#f5c542', '#a86d12'],
  silver: ['#ffffff', '#cbd5e1', '#64748b'],
  bronze: ['#ffd7a8', '#c7773a', '#6b3410'],
  red: ['#ff9aa2', '#e11d48', '#7f0d24'],
  orange: ['#ffd08a', '#f97316', '#9a3412'],
  yellow: ['#fff9c4', '#facc15', '#a16207'],
  green: ['#bbf7d0', '#22c55e', '#14532d'],
  jade: ['#c7f9e5', '#10b981', '#064e3b'],
  blue: ['#bfdbfe', '#3b82f6', '#1e3a8a'],
  cyan: ['#cffafe', '#22d3ee', '#0e7490'],
  purple: ['#e9d5ff', '#a855f7', '#581c87'],
  pink: ['#fbcfe8', '#ec4899', '#831843'],
  brown: ['#e7c9a9', '#92400e', '#451a03'],
  steel: ['#e2e8f0', '#94a3b8', '#334155'],
  ink: ['#64748b', '#1e293b', '#020617'],
  white: ['#ffffff', '#f1f5f9', '#cbd5e1'],
};

export function SymbolGradients() {
  return (
    <defs>
      {Object.entries(LINEAR).map(([name, [light, mid, dark]]) => (
        <linearGradient key={name} id={`sg-${name}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.5" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      ))}
      <radialGradient id="sg-pearl" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="0.45" stopColor="#f1e8ff" />
        <stop offset="1" stopColor="#9b8fb8" />
      </radialGradient>
      <radialGradient id="sg-shine" cx="35%" cy="25%" r="60%">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.85" />
        <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
      </radialGradient>
      <linearGradient id="sg-rainbow" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#ef4444" />
        <stop offset="0.2" stopColor="#f97316" />
        <stop offset="0.4" stopColor="#facc15" />
        <stop offset="0.6" stopColor="#22c55e" />
        <stop offset="0.8" stopColor="#3b82f6" />
        <stop offset="1" stopColor="#a855f7" />
      </linearGradient>
      <filter id="sg-drop" x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx="0" dy="2.5" stdDeviation="2" floodColor="#000" floodOpacity="0.55" />
      </filter>
      <filter id="sg-glow" x="-40%" y="-40%" width="180%" height="180%">
        <feGaussianBlur stdDeviation="3" result="blur" />
        <feMerge>
          <feMergeNode in="blur" />
          <feMergeNode in="SourceGraphic" />
        </feMerge>
      </filter>
    </defs>
  );
}
