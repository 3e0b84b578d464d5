// Declared with its rules and words in packages/core/src/entities/about.ts.
export { aboutContent } from '@oficina/core';
