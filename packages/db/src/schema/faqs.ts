// Declared with its rules and words in packages/core/src/entities/faq.ts.
export { faqs } from '@oficina/core';
