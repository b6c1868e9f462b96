// `spec-locales:<folder>` (rollup.config.mjs `specLocaleLoaders`): a loader per code of the one list.
declare module 'spec-locales:*' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
