export { A11yPanel } from './a11y-panel';
export { type FocusTrapOptions, useFocusTrap } from './focus-trap';
export { A11Y_SCRIPT, A11Y_STORAGE_KEY, type A11yPreferences } from './preferences';
export { useA11yPreferences, useReducedMotion } from './preferences-store';
