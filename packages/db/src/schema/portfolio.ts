// Declared with its rules and words in packages/core/src/entities/portfolio.ts.
export { portfolioItems } from '@oficina/core';
