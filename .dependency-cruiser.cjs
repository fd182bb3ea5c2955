/**
 * The dependency rules of ARCHITECTURE.md, enforced: imports point inward and never form a cycle,
 * each layer uses only the npm packages of its job, UI features and server areas stay apart, and
 * the test suites reach only what they test.
 */

/** npm packages (and their @types) a folder may import; anything else from node_modules is refused. */
const onlyPackages = (...names) => `^node_modules/(?!(@types/)?(${names.join('|')})/)`;

/** A folder's own area name is captured, so another area's folder can be refused (but for what it publishes). */
const apartFrom = (root, shared, published = []) => ({
  from: { path: `^${root}/([^/]+)/`, pathNot: `^${root}/(${shared.join('|')})/` },
  to: {
    path: `^${root}/([^/]+)/`,
    pathNot: [`^${root}/$1/`, `^${root}/(${shared.join('|')})/`, ...published.map((folder) => `^${root}/${folder}/index\\.ts$`)],
  },
});

/**
 * The server's shared layers, lowest first (ARCHITECTURE.md "The server's layers"): each imports only
 * the layers below it, never one above or an area. `config.ts` is read by the database and the logger.
 */
const serverLayers = [
  { name: 'crypto', below: [] },
  { name: 'db', below: ['crypto'], files: ['config'] },
  { name: 'logging', below: [], files: ['config'] },
  { name: 'metrics', below: [] },
  { name: 'tracing', below: [] },
  { name: 'workers', below: ['db', 'logging', 'metrics'] },
  { name: 'http', below: ['crypto', 'db', 'logging', 'metrics', 'workers'] },
  { name: 'shared', below: ['crypto', 'db', 'logging', 'metrics', 'workers', 'http'] },
];
const layerRule = ({ name, below, files = [] }) => ({
  name: `server-layer-${name}`,
  comment: `server/src/${name} imports of the server only ${[...below, ...files.map((file) => `${file}.ts`)].join(', ') || 'itself'}`,
  severity: 'error',
  // Migrations have their own, narrower rule (migrations-stand-alone).
  from: { path: `^server/src/${name}/`, pathNot: '^server/src/db/migrations/' },
  to: { path: `^server/src/(?!(${[name, ...below].join('|')})/${files.map((file) => `|${file}\\.ts$`).join('')})` },
});

/**
 * Server modules with a published interface: other folders (areas, tests, benchmarks) import only the
 * module's `index.ts`, never a file behind it; `server-modules.ts` alone registers an area's `.module.ts`.
 */
const publishedModules = ['payout-ledger', 'checkout-logs', 'auto-jobs'];

const portalOnly = ['react', 'react-dom', 'primereact', 'primeicons', 'react-router-dom', 'react-hook-form', '@hookform/resolvers',
  'i18next', 'react-i18next', 'echarts', 'echarts-for-react', '@xstate/react', 'xstate', 'zod', 'luxon', 'inversify', 'reflect-metadata',
  '@fontsource/noto-sans-arabic', 'qrcode', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'];

module.exports = {
  forbidden: [
    { name: 'no-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-innermost',
      comment: 'src/domain imports nothing of ours but src/domain',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^(src/(forms|contract|application|infrastructure|ui)|server)' },
    },
    {
      name: 'contract-depends-on-domain-only',
      comment: 'the contract builds on the domain and the shared form schemas',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^(src/(application|infrastructure|ui)|server)' },
    },
    {
      name: 'forms-depend-on-domain-only',
      comment: 'src/forms: one zod schema per form, used by the portal form and the server (through the contract)',
      severity: 'error',
      from: { path: '^src/forms' },
      to: { path: '^(src/(contract|application|infrastructure|ui)|server)' },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^(src/(contract|infrastructure|ui)|server)' },
    },
    {
      name: 'infrastructure-never-reaches-ui-or-server',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^(src/ui|server)' },
    },
    {
      name: 'ui-reaches-infrastructure-only-through-di',
      comment: 'views get use-cases from the container hook, never an adapter',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^(src/infrastructure/(?!di/)|src/contract|server)' },
    },
    {
      name: 'portal-never-imports-server',
      severity: 'error',
      from: { path: '^src' },
      to: { path: '^server' },
    },
    {
      name: 'server-shares-domain-and-contract-only',
      comment: 'the server shares the domain, the shared form schemas and the contract with the portal',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    ...serverLayers.map(layerRule),
    {
      name: 'migrations-stand-alone',
      comment: 'a migration runs on every future database: it imports the database layer, the secret box and the pure domain only',
      severity: 'error',
      from: { path: '^server/src/db/migrations/' },
      to: { path: '^(server/src/(?!(db|crypto)/)|src/(?!domain/))' },
    },
    ...publishedModules.map((folder) => ({
      name: `published-interface-${folder}`,
      comment: `outside server/src/${folder}, only its published interface (index.ts) is imported`,
      severity: 'error',
      from: { pathNot: [`^server/src/${folder}/`, '^server/src/server-modules\\.ts$'] },
      to: { path: `^server/src/${folder}/(?!index\\.ts$)` },
    })),
    {
      name: 'server-layers-point-inward',
      comment: 'inside server/src: repositories and services never import routes or area modules',
      severity: 'error',
      from: { path: '^server/src/.+\\.(repository|service)\\.ts$' },
      to: { path: '\\.(routes|module)\\.ts$' },
    },

    // Packages per layer: the domain stays pure, the application framework-free, the portal never
    // loads server packages and the server never loads the portal's.
    { name: 'domain-packages', severity: 'error', from: { path: '^src/domain' }, to: { path: onlyPackages('luxon') } },
    { name: 'domain-no-node', severity: 'error', from: { path: '^src/domain' }, to: { dependencyTypes: ['core'] } },
    { name: 'contract-packages', severity: 'error', from: { path: '^src/contract' }, to: { path: onlyPackages('zod') } },
    // docs/decisions/0037-password-rules.md: the one password strength estimate, for the portal and the server.
    { name: 'forms-packages', severity: 'error', from: { path: '^src/forms' }, to: { path: onlyPackages('zod', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common') } },
    { name: 'application-packages', severity: 'error', from: { path: '^src/application' }, to: { path: onlyPackages('xstate') } },
    {
      name: 'infrastructure-packages',
      severity: 'error',
      comment: 'xstate: each area\'s feature provides its machines\' named effects from its use-cases (docs/style.md §5)',
      from: { path: '^src/infrastructure' },
      to: { path: onlyPackages('inversify', 'reflect-metadata', 'zod', 'react', 'xstate') },
    },
    { name: 'ui-packages', severity: 'error', from: { path: '^src/ui' }, to: { path: onlyPackages(...portalOnly) } },
    { name: 'portal-no-node', severity: 'error', from: { path: '^src' }, to: { dependencyTypes: ['core'] } },
    {
      name: 'server-packages',
      severity: 'error',
      comment: 'the server never loads a portal-only package (React, PrimeReact, the router...)',
      from: { path: '^server' },
      to: { path: '^node_modules/(@types/)?(react|react-dom|primereact|primeicons|react-router-dom|react-hook-form|@hookform/resolvers|i18next|react-i18next|echarts|echarts-for-react|@xstate/react|inversify)/' },
    },

    // Features and areas stay apart: what two of them share moves to a shared folder.
    {
      name: 'ui-features-apart',
      comment: 'a UI feature imports no other UI feature; shared pieces live in kit, common, i18n, session, routing, shell or styles',
      severity: 'error',
      ...apartFrom('src/ui', ['kit', 'common', 'i18n', 'session', 'routing', 'shell', 'styles']),
    },
    {
      name: 'portal-areas-apart',
      comment: 'an area of the application or infrastructure layer imports no other area but the shared ones',
      severity: 'error',
      ...apartFrom('src/(?:application|infrastructure)', ['errors', 'session', 'submit', 'use-cases', 'http', 'di', 'config']),
    },
    {
      name: 'server-areas-apart',
      comment: 'a server area imports no other area but its published interface; shared server code lives in crypto, db, logging, metrics (the one registry), tracing, http, workers (the worker loop), shared (what several areas read), auth, seed, openapi or providers (the provider ports)',
      severity: 'error',
      ...apartFrom('server/src', ['crypto', 'db', 'logging', 'metrics', 'tracing', 'http', 'workers', 'shared', 'auth', 'seed', 'openapi', 'providers'], publishedModules),
    },

    // The suites reach only what they test.
    { name: 'e2e-is-black-box', severity: 'error', from: { path: '^e2e' }, to: { path: '^(src|server|tests|bench)/' } },
    { name: 'domain-tests-domain-only', severity: 'error', from: { path: '^tests/domain' }, to: { path: '^(src/(?!domain/)|server|bench|e2e)' } },
    { name: 'unit-tests-no-server', severity: 'error', from: { path: '^tests/(application|contract|ui|infrastructure)' }, to: { path: '^(server|bench|e2e)/' } },
    { name: 'api-tests-over-the-server', severity: 'error', from: { path: '^tests/api' }, to: { path: '^(src/(application|infrastructure|ui)|bench|e2e)/' } },
    { name: 'fault-tests-over-the-server', severity: 'error', from: { path: '^tests/faults' }, to: { path: '^(src/(application|infrastructure|ui)|tests/(?!faults/)|bench|e2e)/' } },
    { name: 'bench-over-the-server', severity: 'error', from: { path: '^bench' }, to: { path: '^(src/(application|infrastructure|ui)|tests|e2e)/' } },
    { name: 'nothing-imports-tests', severity: 'error', from: { path: '^(src|server|bench|e2e)/' }, to: { path: '^tests/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
