// Declared with its rules and words in packages/core/src/entities/banner.ts.
export { banners } from '@oficina/core';
