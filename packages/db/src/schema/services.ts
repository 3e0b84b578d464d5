// Declared with its rules and words in packages/core/src/entities/service.ts.
export { services } from '@oficina/core';
