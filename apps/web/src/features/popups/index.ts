export { PopupHost } from './lazy-popup-host';
export {
  formatCountdown,
  nextPopup,
  type PopupPresentation,
  presentationFor,
  runPopupAction,
} from './popup-logic';
export { PopupView, type PopupViewProps } from './popup-view';
