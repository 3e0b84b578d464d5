export { apiKeyIdOf } from './auth/api-keys';
export {
  type CommandResetOutcome,
  generatePassword,
  setPasswordFromCommand,
} from './auth/command-reset';
export { LOCKOUT_MINUTES } from './auth/login';
export { hashPassword } from './auth/password';
export { isCommonPassword } from './auth/password-policy';
export { SESSION_ABSOLUTE_MS } from './auth/session';
export { type MailAttachment, prepareBookingMail } from './bookings/sending';
export { ensureInitialAdmin, type InitialAdmin } from './bootstrap';
export {
  type ApiDeps,
  type Context,
  createContext,
  type HttpCall,
  type RequestInfo,
  type UndeclaredInput,
} from './context';
export { clientKey } from './limits/client-key';
export {
  LIMIT_POLICIES,
  type OperationQuotas,
  type RateLimitReport,
} from './limits/policies';
export {
  CLAIM_SECONDS,
  claimDueMail,
  MAX_RETRY_SECONDS,
  markMailFailed,
  markMailSent,
  nextMailDueAt,
  type QueuedMail,
  retryDelaySeconds,
} from './mail/outbox-queue';
export { buildOpenApiDocument } from './openapi';
export { restErrorFor } from './rest-error';
export { type AppRouter, appRouter, createCaller } from './router';
export {
  checkedIdempotencyKey,
  IDEMPOTENCY_HOURS,
  runIdempotently,
} from './services/idempotency';
export {
  findMediaBySha256,
  mediaSha256,
  type ProcessedUpload,
  readMediaVariant,
  storeMedia,
} from './services/media';
export {
  countRateLimitHits,
  purgeRateLimitBuckets,
  type RateLimitCount,
  type RateLimitHit,
  releaseRateLimitHit,
} from './services/rate-limits';
export {
  purgeExpiredData,
  RETENTION_BATCH,
  type RetentionOutcome,
} from './services/retention';
export { requireRank } from './trpc';
export {
  checkWebhookAddress,
  isPrivateAddress,
  type WebhookAddressPolicy,
} from './webhooks/address';
export {
  claimDueDeliveries,
  DISABLE_AFTER_MS,
  type DueDelivery,
  markDelivered,
  markFailed,
  nextDeliveryDueAt,
  RETRY_DELAYS_MS,
} from './webhooks/queue';
export { QueueFull, WorkQueue } from './work-queue';
