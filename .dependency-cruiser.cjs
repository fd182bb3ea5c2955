/** The dependency rule of ARCHITECTURE.md, enforced: imports point inward and never form a cycle. */
module.exports = {
  forbidden: [
    { name: 'no-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-innermost',
      comment: 'src/domain imports nothing of ours but src/domain',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^(src/(contract|application|infrastructure|ui)|server)' },
    },
    {
      name: 'contract-depends-on-domain-only',
      severity: 'error',
      from: { path: '^src/contract' },
      to: { path: '^(src/(application|infrastructure|ui)|server)' },
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
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    {
      name: 'server-layers-point-inward',
      comment: 'inside server/src: repositories and services never import routes',
      severity: 'error',
      from: { path: '^server/src/.+\\.(repository|service)\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
