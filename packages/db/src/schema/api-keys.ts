// Declared with its rules and words in packages/core/src/entities/api-key.ts.
export { apiKeys } from '@oficina/core';
