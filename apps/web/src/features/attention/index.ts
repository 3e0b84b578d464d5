export { AttentionFlags } from './attention-flags';
export { BOTTOM_BAR_SCRIPT, useBottomBarSpace } from './bottom-bar';
export { frequencyAllows, type PopupHistory } from './frequency';
export { usePageAttentionFlags } from './page-flags';
export { readPopupHistory, rememberPopupShown } from './popup-history';
export { FIRST_VISIT_QUIET_MS, type Layer, mayOpen } from './rules';
export { useAttentionTurn } from './use-attention-turn';
export { currentVisit } from './visit';
