import type { Popup } from '@oficina/core';
import { useRouter } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, CircleX, Info, Tag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { KeepTogether } from '../../components/keep-together';
import { TOP_NOTICES_ID } from '../../lib/top-notices';
import { useFocusTrap } from '../a11y/focus-trap';
import { formatDateBr } from '../marketing/marketing-logic';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import {
  endToRemember,
  POPUP_COUNTDOWN_ENDS_KEY,
  type PopupTimer,
  parseCountdownEnds,
  popupTimer,
  secondsUntil,
  serializeCountdownEnds,
  startDeadlineClock,
} from './countdown';
import { formatCountdown, type PopupPresentation, runPopupAction } from './popup-logic';
import './popups.css';

const STYLE_ICONS = {
  promotion: Tag,
  success: CircleCheck,
  warning: CircleAlert,
  error: CircleX,
  info: Info,
} as const;

export interface PopupViewProps {
  popup: Popup;
  presentation: PopupPresentation;
  /** Dismiss: the ✕ button, Esc, a 'close'/unknown/http action, or the countdown reaching zero. */
  onClose: () => void;
  /** Called instead of onClose when the button navigates ('/…'); defaults to onClose. */
  onNavigate?: () => void;
  /**
   * Admin panel preview: drawn in place inside the nearest positioned ancestor instead of over
   * the page, never modal (no focus trap, no page-wide Esc), and its button only calls onClose
   * (no navigation, no new tab).
   */
  preview?: boolean;
}

/** One popup as a modal, a top banner or a corner card, in one of the five styles. */
export function PopupView({
  popup,
  presentation,
  onClose,
  onNavigate,
  preview = false,
}: PopupViewProps) {
  const router = useRouter();
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [timer, setTimer] = useState<PopupTimer | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const isModal = presentation === 'modal';
  const closeRefFn = useRef(onClose);
  closeRefFn.current = onClose;

  // Portals do not exist in server rendering: render into <body> (so no transformed ancestor
  // can break position: fixed), or a top banner into the top notices slot, once mounted, and
  // trap focus from then on.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useFocusTrap(boxRef, isModal && mounted && !preview, { onEscape: onClose });

  // Non-modal popups do not take focus, but Esc still closes them from anywhere on the page.
  useEffect(() => {
    if (isModal || preview) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRefFn.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isModal, preview]);

  // The timer counts to a real moment (./countdown.ts): the expiry date, or the end this browser
  // remembered when the popup first showed, so a reload continues where it was. A preview in
  // the panel remembers nothing.
  const { id: popupId, show_timer, timer_duration, expiry_date } = popup;
  useEffect(() => {
    const now = Date.now();
    const stored = preview
      ? new Map<number, number>()
      : parseCountdownEnds(parseJson(readStorage(POPUP_COUNTDOWN_ENDS_KEY)));
    const remembered = stored.get(popupId);
    const timed = { show_timer, timer_duration, expiry_date };
    const next = popupTimer(timed, now, remembered);
    const end = preview ? null : endToRemember(timed, next, remembered);
    if (end !== null) {
      stored.set(popupId, end);
      writeStorage(POPUP_COUNTDOWN_ENDS_KEY, serializeCountdownEnds(stored));
    }
    setTimer(next);
    if (next?.kind !== 'countdown') {
      setRemaining(null);
      return;
    }
    const left = secondsUntil(next.endsAt, now);
    setRemaining(left);
    // Ended while the visitor was away: dismissed like a countdown reaching zero on screen.
    if (left === 0) {
      closeRefFn.current();
      return;
    }
    return startDeadlineClock(next.endsAt, setRemaining, () => closeRefFn.current());
  }, [popupId, show_timer, timer_duration, expiry_date, preview]);

  const onButton = () =>
    preview
      ? onClose()
      : runPopupAction(popup.button_action, {
          dismiss: onClose,
          openTab: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
          navigate: (path) => {
            (onNavigate ?? onClose)();
            void router.navigate({ href: path });
          },
        });

  const Icon = STYLE_ICONS[popup.style] ?? Info;
  const titleId = `${id}-title`;
  const inner = (
    <>
      <button type="button" className="popup__close" onClick={onClose} aria-label="Fechar">
        <X aria-hidden="true" size={20} />
      </button>
      <div className="popup__icon" aria-hidden="true">
        <Icon size={isModal ? 28 : 22} />
      </div>
      <div className="popup__body">
        {popup.discount_percentage ? (
          <p className="popup__discount">{popup.discount_percentage}% OFF</p>
        ) : null}
        <h2 id={titleId} className="popup__title">
          {popup.title}
        </h2>
        <p id={`${id}-content`} className="popup__content">
          <KeepTogether>{popup.content}</KeepTogether>
        </p>
        {timer?.kind === 'countdown' && remaining !== null && (
          <p className="popup__timer">
            Termina em{' '}
            <span role="timer" aria-live="off" className="popup__time">
              {formatCountdown(remaining)}
            </span>
          </p>
        )}
        {timer?.kind === 'until' && (
          <p className="popup__timer">Válido até {formatDateBr(timer.lastDay)}</p>
        )}
        {popup.button_text && (
          <div className="popup__actions">
            <button type="button" className="popup__button" onClick={onButton}>
              {popup.button_text}
            </button>
          </div>
        )}
      </div>
    </>
  );
  const shared = {
    className: `popup popup--${presentation}${preview ? ' popup--preview' : ''}`,
    'data-style': popup.style,
    'aria-labelledby': titleId,
    'aria-describedby': `${id}-content`,
  };
  // A modal is a dialog; banners and cards are labelled regions that leave the page usable.
  const box =
    isModal && !preview ? (
      <div ref={boxRef} role="dialog" aria-modal="true" {...shared}>
        {inner}
      </div>
    ) : (
      <section ref={boxRef} {...shared}>
        {inner}
      </section>
    );

  // On the site, a countdown already over closes without being drawn.
  if (!mounted || (!preview && timer?.kind === 'countdown' && remaining === 0)) return null;
  if (preview) {
    return isModal ? (
      <div className="popup-overlay popup-overlay--preview">
        <div className="popup-overlay__backdrop" aria-hidden="true" onClick={onClose} />
        {box}
      </div>
    ) : (
      box
    );
  }
  // A top banner goes in the page flow above the header, pushing the page down: drawn over
  // the page it would cover the header and its menu. Corner cards float over the page.
  if (!isModal) {
    const slot = presentation === 'top-banner' ? document.getElementById(TOP_NOTICES_ID) : null;
    return createPortal(box, slot ?? document.body);
  }
  return createPortal(
    <div className="popup-overlay">
      {/* Clicking outside closes; keyboard users have Esc and the close button. */}
      <div className="popup-overlay__backdrop" aria-hidden="true" onClick={onClose} />
      {box}
    </div>,
    document.body,
  );
}
