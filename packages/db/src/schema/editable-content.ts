// Declared with its rules and words in packages/core/src/entities/editable-content.ts.
export { editableContent } from '@oficina/core';
