// Declared with its rules and words in packages/core/src/entities/setting.ts.
export { settings } from '@oficina/core';
