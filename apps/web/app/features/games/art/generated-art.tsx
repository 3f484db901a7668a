import { useArtIds } from '../../../components/art/art-kit';
import { ArtCanvas, LinearFill, RadialFill } from './art-parts';

/** A stable number from a text (FNV-1a), so a key always gets the same drawing on the server and in the browser. */
export function artSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const SUITS = ['♠', '♥', '♦', '♣'] as const;

/**
 * The artwork of a game this build has no drawing for: colours, rings and a card suit chosen from its key, so
 * every such game still looks like itself.
 */
export function GeneratedArt({ seedKey }: { seedKey: string }) {
  const ids = useArtIds('sky', 'ring', 'suit');
  const seed = artSeed(seedKey);
  const hue = seed % 360;
  const second = (hue + 40 + (seed % 60)) % 360;
  const suit = SUITS[seed % SUITS.length];
  return (
    <ArtCanvas>
      <defs>
        <RadialFill
          id={ids.sky.id}
          colors={[`hsl(${hue} 80% 55%)`, `hsl(${second} 70% 30%)`, `hsl(${second} 70% 10%)`]}
          cy={0.35}
        />
        <LinearFill id={ids.ring.id} colors={[`hsl(${hue} 90% 80%)`, `hsl(${second} 90% 50%)`]} />
        <LinearFill id={ids.suit.id} colors={['#ffffff', `hsl(${hue} 90% 80%)`]} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      {[150, 118, 86].map((radius, index) => (
        <circle
          key={radius}
          cx={150}
          cy={170}
          r={radius}
          fill="none"
          style={{ stroke: ids.ring.url }}
          strokeOpacity={0.25 + index * 0.2}
          strokeWidth={10 - index * 2}
        />
      ))}
      <text
        x={150}
        y={222}
        textAnchor="middle"
        fontSize={150}
        fontFamily="Arial, sans-serif"
        style={{ fill: ids.suit.url }}
      >
        {suit}
      </text>
    </ArtCanvas>
  );
}
