// Declared with its rules and words in packages/core/src/entities/social-link.ts.
export { socialLinks } from '@oficina/core';
