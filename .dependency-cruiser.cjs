/**
 * Import rules of DESIGN.md ("Rules of the house" 3 and 11) that ESLint's no-restricted-imports cannot
 * express: no cycles; a client feature never imports another feature; shared components and helpers
 * never import a feature (app/ composes features); file names are kebab-case. Run by `npm run lint`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules load half-initialised and hide a missing layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'features-stay-apart',
      severity: 'error',
      comment: 'A client feature never imports another feature: share through src/domain, components/ or lib/, or compose in app/.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment: 'components/, lib/ and config/ serve every feature, so they import none.',
      from: { path: '^src/client/(components|lib|config)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'kebab-case-file-names',
      severity: 'error',
      comment: 'Files are kebab-case and say their role (parts.routes.ts, part.schema.ts): no capitals or underscores.',
      from: { path: '[A-Z_][^/]*$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
