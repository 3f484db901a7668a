import { LEGAL_PAGES } from '@casino/contracts';

/**
 * Every route of spec section 2 in one place. `file` is the route module once its capability exists; a route
 * without one is named here (for links and the URL builder) but not served, so it answers the 404 page.
 * Paths are language-neutral and end with '/'; the main area also serves them under `/ru` and `/en`.
 */
export interface RouteEntry {
  path: string;
  file?: string;
  /** The route renders without loading page data (spec: noLoadData). */
  noLoadData?: boolean;
  /** Shown in the main navigation under this message key. */
  nav?: string;
  /** In the sidebar, the menus and the footer, but not across the header, whose row is full at its breakpoint. */
  offHeader?: boolean;
  /** Rendered without the site chrome (header, sidebar, footer): the cash desk alone, or a payment frame's page. */
  bare?: boolean;
  /** Listed in the footer's legal links under this message key. */
  legal?: string;
}

/** One page component renders every legal page from its content. */
const LEGAL_ROUTE_FILE = 'routes/legal.tsx';
/** One route module serves every competitions page: the lists by kind and each competition's page. */
const COMPETITIONS_ROUTE_FILE = 'routes/competitions.tsx';

export const MAIN_ROUTES = {
  home: { path: '/', file: 'routes/home.tsx' },
  // The casino lobby leads the navigation.
  games: { path: '/games/', file: 'routes/games.tsx', nav: 'nav.games' },
  faq: { path: '/faq/', file: 'routes/faq.tsx', nav: 'nav.faq' },
  partnership: { path: '/partnership/', file: 'routes/partnership.tsx', nav: 'nav.partnership' },
  socialNetworks: {
    path: '/social-networks/',
    file: 'routes/social-networks.tsx',
    nav: 'nav.socialNetworks',
  },
  mobileApp: { path: '/mobile-app/', file: 'routes/mobile-app.tsx', nav: 'nav.mobileApp' },
  // Not in the navigation: guests have no profile; the player menu links to it.
  profile: { path: '/profile/', file: 'routes/profile.tsx', noLoadData: true },
  // The competitions (tournaments, races, special races, promo tournaments): lists by kind and each one's page.
  // noLoadData: they load in the browser.
  tournaments: { path: '/tournaments/:slug?/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  // Not in the navigation: the player menu links to it.
  bonuses: { path: '/bonuses/', file: 'routes/bonuses.tsx', noLoadData: true },
  events: { path: '/events/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  races: { path: '/races/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  specialRaces: { path: '/special-races/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  board: { path: '/board/' },
  game: { path: '/games/:slug/', file: 'routes/game.tsx' },
  issue: { path: '/issue/:slug/' },
  allSlots: { path: '/games/all-slots/', file: 'routes/all-slots.tsx' },
  tags: { path: '/tags/', file: 'routes/tags.tsx' },
  tag: { path: '/tag/:slug/', file: 'routes/tag.tsx' },
  special: { path: '/special/:slug?/', file: 'routes/special.tsx' },
  tournamentsPromo: { path: '/tournaments-promo/:slug?/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  gamePromo: { path: '/game-promo/:slug?/', file: COMPETITIONS_ROUTE_FILE, noLoadData: true },
  cashboost: { path: '/cashboost/' },
  news: { path: '/news/:slug?/' },
  articles: { path: '/articles/:slug?/' },
  casinosOverview: { path: '/casinos-overview/:slug?/' },
  onlineGame: { path: '/online-game/:slug/', file: 'routes/online-game.tsx' },
  video: { path: '/video/' },
  // The lottery, under both of the spec's names; noLoadData: the lottery and the player's tickets load in the browser.
  cashOrPrizeLottery: { path: '/cash-or-prize-lottery/', file: 'routes/lottery.tsx', noLoadData: true },
  lottery: {
    path: '/lottery/',
    file: 'routes/lottery.tsx',
    noLoadData: true,
    nav: 'nav.lottery',
    offHeader: true,
  },
  // noLoadData: the pools load in the browser and stay live from the pushes.
  jackpot: {
    path: '/jackpot/',
    file: 'routes/jackpot.tsx',
    noLoadData: true,
    nav: 'nav.jackpot',
    offHeader: true,
  },
  inviteFriends: { path: '/invite-friends/' },
  rankLeague: { path: '/rank-league/' },
  kingsFight: { path: '/kings-fight/' },
  summerFest: { path: '/summer-fest/' },
  kingtap: { path: '/kingtap/' },
  liveCasino: { path: '/live-casino/' },
  // Not in the navigation: the sportsbook's heading links to it. Before the slug's route, whose slug is a sport or a
  // match; the express loads in the browser.
  expressOfTheDay: {
    path: '/sports-book/express-of-the-day/',
    file: 'routes/express-of-the-day.tsx',
    noLoadData: true,
  },
  // Not in the navigation: the sportsbook's heading links to it. Before the slug's route, like the express; its
  // competitions load in the browser.
  sportsbookLeaderboard: {
    path: '/sports-book/leaderboard/',
    file: 'routes/sports-leaderboard.tsx',
    noLoadData: true,
  },
  // Not in the navigation: the header's play-mode switch leads to it. Its slug is a sport or a match; the
  // catalogue loads in the browser.
  sportsBook: { path: '/sports-book/:slug?/', file: 'routes/sports-book.tsx', noLoadData: true },
  kingsKombat: { path: '/kings-kombat/' },
  bonusTinder: { path: '/bonus-tinder/' },
  nationalLeague: { path: '/national-league/' },
  b8Partnership: { path: '/b8-partnership/' },
  // The wheel of fortune's page; noLoadData: the wheel and the player's spins load in the browser.
  wheelFortuneMobilePage: {
    path: '/wheel-fortune-mobile-page/',
    file: 'routes/wheel-fortune-page.tsx',
    noLoadData: true,
  },
  matchOfTheDay: { path: '/match-of-the-day/' },
  kingOfRoad: { path: '/king-of-road/' },
  kingFinals: { path: '/king-finals/' },
  austinMajor: { path: '/austin-major/' },
  marathon: { path: '/marathon/' },
  newYearRally: { path: '/new-year-rally/' },
  aroundTheWorld: { path: '/around-the-world/' },
  // Not in the navigation: the header bell links to it.
  notifications: { path: '/notifications/', file: 'routes/notifications.tsx', noLoadData: true },
  verification: { path: '/verification/' },
  // Not in the navigation: the games' fairness panels and the game history link to it.
  provablyFair: { path: '/provably-fair/', file: 'routes/provably-fair.tsx', noLoadData: true },
  // The pages a licensed casino must publish (content pages of type `legal`), linked from the footer.
  terms: { path: LEGAL_PAGES.terms, file: LEGAL_ROUTE_FILE, legal: 'footer.legal.terms' },
  privacyPolicy: {
    path: LEGAL_PAGES.privacyPolicy,
    file: LEGAL_ROUTE_FILE,
    legal: 'footer.legal.privacyPolicy',
  },
  responsibleGaming: {
    path: LEGAL_PAGES.responsibleGaming,
    file: LEGAL_ROUTE_FILE,
    legal: 'footer.legal.responsibleGaming',
  },
  cookiePolicy: {
    path: LEGAL_PAGES.cookiePolicy,
    file: LEGAL_ROUTE_FILE,
    legal: 'footer.legal.cookiePolicy',
  },
  amlKycPolicy: {
    path: LEGAL_PAGES.amlKycPolicy,
    file: LEGAL_ROUTE_FILE,
    legal: 'footer.legal.amlKycPolicy',
  },
  licence: { path: LEGAL_PAGES.licence, file: LEGAL_ROUTE_FILE, legal: 'footer.legal.licence' },
  complaints: { path: LEGAL_PAGES.complaints, file: LEGAL_ROUTE_FILE, legal: 'footer.legal.complaints' },
} as const satisfies Record<string, RouteEntry>;

/** The in-app webview area: the same pages without the site chrome. */
export const MOBILE_APP_ROUTES = {
  socialNetworks: { path: '/social-networks/', file: 'routes/social-networks.tsx' },
  rankLeague: { path: '/rank-league/' },
  board: { path: '/board/' },
  nationalLeague: { path: '/national-league/' },
  matchOfTheDay: { path: '/match-of-the-day/' },
  sportsbookLeaderboard: {
    path: '/sports-book/leaderboard/',
    file: 'routes/sports-leaderboard.tsx',
    noLoadData: true,
  },
  expressOfTheDay: {
    path: '/sports-book/express-of-the-day/',
    file: 'routes/express-of-the-day.tsx',
    noLoadData: true,
  },
  marathon: { path: '/marathon/' },
  booster: { path: '/booster/', noLoadData: true },
  gamePromo: { path: '/game-promo/:slug?/' },
  // The wheel of fortune's page; noLoadData: the wheel and the player's spins load in the browser.
  wheelFortuneMobilePage: {
    path: '/wheel-fortune-mobile-page/',
    file: 'routes/wheel-fortune-page.tsx',
    noLoadData: true,
  },
  austinMajor: { path: '/austin-major/' },
} as const satisfies Record<string, RouteEntry>;

export { MOBILE_APP_PREFIX } from '@casino/contracts';

/**
 * Cash desk routes (spec section 2). The deposit, bonus and tax-ID views open the cash desk over the home page;
 * the cash widget also opens over any page whose path contains /cash/ or whose hash contains cash. The payment
 * provider returns to the success and fail routes, inside the cash desk's payment frame or as a page.
 */
export const CASH_ROUTES = {
  deposit: { path: '/cash/deposit/', file: 'routes/cash-desk.tsx' },
  bonus: { path: '/cash/bonus/:bonusId/', file: 'routes/cash-desk.tsx' },
  inn: { path: '/inn/', file: 'routes/cash-desk.tsx' },
  cashIframe: { path: '/cash-iframe/', file: 'routes/cash-iframe.tsx', noLoadData: true, bare: true },
  depositSuccess: {
    path: '/cash/deposit/success/',
    file: 'routes/payment-return.tsx',
    noLoadData: true,
    bare: true,
  },
  depositFail: {
    path: '/cash/deposit/fail/',
    file: 'routes/payment-return.tsx',
    noLoadData: true,
    bare: true,
  },
} as const satisfies Record<string, RouteEntry>;

export type MainRouteName = keyof typeof MAIN_ROUTES;

/** Routes whose module exists, so links to them may be shown. */
export function isServed(entry: RouteEntry): entry is RouteEntry & { file: string } {
  return typeof entry.file === 'string';
}
