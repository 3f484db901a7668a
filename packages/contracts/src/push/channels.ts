/**
 * Push channels. One personal channel per player (only that player may subscribe), public channels every visitor
 * may subscribe to, and a guest channel for visitors who are not logged in. Names follow Centrifugo's
 * `namespace:name` convention.
 */
export const GUEST_CHANNEL = 'guest';

export const PUBLIC_CHANNELS = {
  jackpots: 'public:jackpots',
  /** Every prize dropped (`prizeDrops`), told site-wide. */
  drops: 'public:drops',
  sportWins: 'public:sport-wins',
  tournaments: 'public:tournaments',
  board: 'public:board',
  /** Site-wide notices every open page listens to, such as a new site version (`app`). */
  app: 'public:app',
} as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[keyof typeof PUBLIC_CHANNELS];

const PUBLIC_CHANNEL_NAMES: ReadonlySet<string> = new Set(Object.values(PUBLIC_CHANNELS));

/** A match's channel: its prices, status and score as the odds feed moves them, open to every visitor. */
export type SportEventChannel = `sport-event:${string}`;
const SPORT_EVENT_CHANNEL = /^sport-event:[A-Za-z0-9:._-]{1,200}$/;

export function sportEventChannel(eventId: string): SportEventChannel {
  return `sport-event:${eventId}`;
}
const PERSONAL_PREFIX = 'personal:';
const PERSONAL_CHANNEL = /^personal:([1-9][0-9]{0,15})$/;

export function personalChannel(playerId: number): string {
  return `${PERSONAL_PREFIX}${playerId}`;
}

/** What a channel name stands for; `unknown` for anything that is not one of ours. */
export type ChannelKind =
  | { kind: 'personal'; playerId: number }
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'unknown' };

export function channelKind(channel: string): ChannelKind {
  if (channel === GUEST_CHANNEL) return { kind: 'guest' };
  if (PUBLIC_CHANNEL_NAMES.has(channel) || SPORT_EVENT_CHANNEL.test(channel)) return { kind: 'public' };
  const personal = PERSONAL_CHANNEL.exec(channel);
  const playerId = personal ? Number(personal[1]) : Number.NaN;
  return Number.isSafeInteger(playerId) ? { kind: 'personal', playerId } : { kind: 'unknown' };
}
