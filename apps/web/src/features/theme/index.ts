export {
  DEFAULT_THEME_ATTRIBUTE,
  defaultThemeFor,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme-script';
export { ThemeToggle } from './theme-toggle';
