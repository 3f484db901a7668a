import {
  type ArtProps,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

const SHIELD = 'M240 52 L338 88 C338 196 304 262 240 300 C176 262 142 196 142 88 Z';

/** A shield with a check mark inside calm rings: the responsible-play artwork. */
export function ShieldArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'shield', 'rim', 'heart');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.win} />
        <linearGradient id={ids.shield.id} x1="0" y1="0" x2="0.4" y2="1">
          <Stop offset={0} color={TONES.winLight} />
          <Stop offset={0.5} color={TONES.win} />
          <Stop offset={1} color={TONES.winDark} />
        </linearGradient>
        <linearGradient id={ids.rim.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={1} color={TONES.accentDark} />
        </linearGradient>
        <linearGradient id={ids.heart.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={1} color={TONES.accent} />
        </linearGradient>
      </defs>
      <circle cx={240} cy={180} r={175} style={{ fill: ids.glow.url }} />
      <circle cx={240} cy={176} r={150} fill="none" stroke="white" strokeOpacity={0.08} strokeWidth={2} />
      <circle
        cx={240}
        cy={176}
        r={122}
        fill="none"
        stroke="white"
        strokeOpacity={0.12}
        strokeWidth={2}
        strokeDasharray="3 9"
      />
      <path d={SHIELD} transform="translate(0 8)" fill="black" fillOpacity={0.3} />
      <path d={SHIELD} style={{ fill: ids.rim.url }} />
      <path
        d={SHIELD}
        transform="translate(240 176) scale(0.86) translate(-240 -176)"
        style={{ fill: ids.shield.url }}
      />
      <path
        d="M196 172 L228 204 L290 138"
        fill="none"
        stroke="white"
        strokeWidth={20}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M240 64 L326 96 C326 120 324 142 320 162 C290 120 230 96 162 98 L158 96 Z"
        fill="white"
        fillOpacity={0.14}
      />
      <path
        d="M380 118 C374 110 360 106 360 96 C360 89 366 85 371 85 C375 85 378 88 380 91 C382 88 385 85 389 85 C394 85 400 89 400 96 C400 106 386 110 380 118 Z"
        style={{ fill: ids.heart.url }}
      />
      <Sparkle x={100} y={96} size={11} color={TONES.winLight} />
      <Sparkle x={96} y={250} size={8} />
      <Sparkle x={400} y={250} size={9} color={TONES.winLight} />
    </svg>
  );
}
