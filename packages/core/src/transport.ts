/**
 * Calls in one tRPC batch. The site and the panel batch a handful of reads per screen; a larger
 * batch is a client asking one request to do the work of many, and the server refuses it (400).
 * The site's and the panel's tRPC clients split their batches at this size.
 */
export const TRPC_BATCH_LIMIT = 10;
