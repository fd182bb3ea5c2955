/**
 * The dependency rules of ARCHITECTURE.md, enforced: imports point inward and never form a cycle,
 * each layer uses only the npm packages of its job, UI features and server areas stay apart, and
 * the test suites reach only what they test.
 */

/** npm packages (and their @types) a folder may import; anything else from node_modules is refused. */
const onlyPackages = (...names) => `^node_modules/(?!(@types/)?(${names.join('|')})/)`;

/** A folder's own area name is captured, so another area's folder can be refused. */
const apartFrom = (root, shared) => ({
  from: { path: `^${root}/([^/]+)/`, pathNot: `^${root}/(${shared.join('|')})/` },
  to: { path: `^${root}/([^/]+)/`, pathNot: [`^${root}/$1/`, `^${root}/(${shared.join('|')})/`] },
});

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
    // docs/decisions.md "Password rules": the one password strength estimate, for the portal and the server.
    { name: 'forms-packages', severity: 'error', from: { path: '^src/forms' }, to: { path: onlyPackages('zod', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common') } },
    { name: 'application-packages', severity: 'error', from: { path: '^src/application' }, to: { path: onlyPackages('xstate') } },
    {
      name: 'infrastructure-packages',
      severity: 'error',
      comment: 'xstate: each area\'s feature provides its machines\' named effects from its use-cases (house style rule 5)',
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
      ...apartFrom('src/(?:application|infrastructure)', ['errors', 'session', 'submit', 'http', 'di', 'config']),
    },
    {
      name: 'server-areas-apart',
      comment: 'a server area imports no other area; shared server code lives in http, db, auth, seed, openapi, logging, providers (the provider ports) or shared (what several areas read)',
      severity: 'error',
      ...apartFrom('server/src', ['http', 'db', 'auth', 'seed', 'openapi', 'providers', 'shared', 'logging']),
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
