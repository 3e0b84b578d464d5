import { usePageAttentionFlags } from './page-flags';
import './floats.css';

/** Keeps the page-wide attention attributes on <html>; renders nothing. */
export function AttentionFlags() {
  usePageAttentionFlags();
  return null;
}
