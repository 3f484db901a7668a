/**
 * Module boundaries, checked by `npm run lint` (decisions 022 and 026). Every rule is an error and holds with no
 * exception: a new violation fails the lint.
 *
 * `test/architecture/dependency-rules.test.ts` plants one import per rule in a small copy of the layout and
 * fails if a rule stops reporting it.
 */

const WEB = '^apps/web/app/';
/** Where features are put together: route modules, the app shell and the document root. */
const WEB_COMPOSITION = `${WEB}(routes/|shell/|root\\.tsx$|routes\\.ts$|entry\\.(client|server)\\.tsx$)`;
/** Code every feature may use, which therefore must not know any feature. */
const WEB_SHARED = `${WEB}(components|lib|brands|studio)/`;
const SERVER_MODULES = '^apps/server/src/modules/';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const webRules = [
  {
    name: 'web-feature-to-other-feature',
    comment:
      "A web feature never imports another feature's files. What two features share belongs in components/ " +
      'or lib/; behaviour one feature needs from another comes through lib (modal names, deep links, query ' +
      'keys, events) or a prop handed over by a route or the shell.',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/` },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
  },
  {
    name: 'web-shared-to-feature',
    comment:
      'components/, lib/, brands/ and the studio game clients sit below the features and know none: a table ' +
      'that names features (modals, deep links) lives in shell/ and is installed from root.tsx.',
    severity: 'error',
    from: { path: WEB_SHARED },
    to: { path: `${WEB}features/` },
  },
  {
    name: 'web-to-composition-root',
    comment:
      'Only the composition root (routes/, shell/, root.tsx) is allowed to know it; nothing below imports it.',
    severity: 'error',
    from: { path: `${WEB}(components|lib|brands|studio|features)/` },
    to: { path: WEB_COMPOSITION },
  },
  {
    name: 'web-no-circular',
    comment: 'No import cycle in the web app, lazy imports and type imports included.',
    severity: 'error',
    from: { path: WEB },
    to: { circular: true },
  },
];

/** The operators' console (apps/backoffice): a client of the back office's API, built on the contracts alone. */
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const backofficeRules = [
  {
    name: 'backoffice-to-other-app',
    comment:
      "The console knows the server only through the contracts' endpoint tables, and shares no code with the " +
      "site's web app: what both need belongs in packages/.",
    severity: 'error',
    from: { path: '^apps/backoffice/' },
    to: { path: '^apps/', pathNot: '^apps/backoffice/' },
  },
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const packageRules = [
  {
    name: 'packages-to-apps',
    comment: 'Shared packages serve the apps and never import them.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
  {
    name: 'game-math-only-itself',
    comment:
      'Game mathematics is pure and runs in the browser too: no Node built-ins, no packages, nothing with I/O. ' +
      'Its tests may compare against node:crypto.',
    severity: 'error',
    from: { path: '^packages/game-math/src/', pathNot: '\\.test\\.ts$' },
    to: { pathNot: '^packages/game-math/src/' },
  },
];

/** The server's shape (decision 026): a module is a plugin behind one facade, its index.ts. */
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  {
    name: 'server-module-internals',
    comment: "A server module uses another module only through that module's facade, its index.ts.",
    severity: 'error',
    from: { path: `${SERVER_MODULES}([^/]+)/` },
    to: {
      path: SERVER_MODULES,
      pathNot: [`${SERVER_MODULES}$1/`, `${SERVER_MODULES}[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'server-platform-to-module',
    comment: 'The platform (config, db, http, events, jobs, push) serves the modules and never imports one.',
    severity: 'error',
    from: { path: '^apps/server/src/platform/' },
    to: { path: SERVER_MODULES },
  },
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const resolutionRules = [
  {
    name: 'not-to-unresolvable',
    comment:
      'An import the cruise cannot resolve would pass every rule unseen. React Router generates the ' +
      '`./+types/*` route types at type-check time.',
    severity: 'error',
    from: { path: '^(apps|packages)/' },
    to: { couldNotResolve: true, pathNot: '/[+]types/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...webRules, ...backofficeRules, ...packageRules, ...serverRules, ...resolutionRules],
  options: {
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    // The web app's `~/` alias.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router|drizzle)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
