/** The parts the message catalogue is served in (decision 020), one address each: `/rest/i18n/:lang/:namespace/`. */
export const MESSAGE_NAMESPACES = [
  'core',
  'auth',
  'bonuses',
  'cash',
  'chance',
  'competitions',
  'games',
  'legal',
  'notifications',
  'pages',
  'profile',
  'responsible',
  'sportsbook',
  'studio',
] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];
