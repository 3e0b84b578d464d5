declare module 'virtual:route-preloads' {
  /** Route id → the scripts of its page beyond the entry (empty in development). */
  const preloads: Record<string, string[]>;
  export default preloads;
}
