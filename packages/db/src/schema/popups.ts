// Declared with its rules and words in packages/core/src/entities/popup.ts.
export { popups } from '@oficina/core';
