import { MessageCircle, Phone } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { telHref } from '../../lib/site-data';
import { useReducedMotion } from '../a11y/preferences-store';
import { offHoursMessage, useOpeningStatus } from '../opening-hours';
import { type FloatState, HIDDEN_FLOAT, startFloatSchedule } from './float-schedule';
import { contextButtonText, contextMessage, whatsappHref } from './link';
import { useWhatsAppConfig, useWhatsAppContextData } from './use-whatsapp';
import './whatsapp-float.css';

const CONTEXT = 'float_button';

/**
 * Floating WhatsApp button: appears after 2 s, pulses, flips its label between
 * ONLINE and URGENTE!, shows a bubble on hover/focus and offers a call shortcut.
 */
export function WhatsAppFloat() {
  const { settings, companyPhone, companyWhatsapp } = useWhatsAppConfig();
  const context = useWhatsAppContextData(CONTEXT);
  const reducedMotion = useReducedMotion();
  // Known only after hydration; the button itself appears later still (2 s).
  const opening = useOpeningStatus();
  const offHours = opening !== undefined && !opening.open;
  const [state, setState] = useState<FloatState>(HIDDEN_FLOAT);
  const [bubbleDismissed, setBubbleDismissed] = useState(false);

  // Reduced motion keeps the button but stops the pulse and the blinking label.
  const pulse = settings.show_pulse && !reducedMotion;
  const urgency = settings.show_urgency && !reducedMotion;
  useEffect(() => startFloatSchedule({ pulse, urgency }, setState), [pulse, urgency]);

  if (!settings.is_active || !state.visible) return null;

  const buttonText = contextButtonText(CONTEXT, context, 'Fale conosco');
  // Off hours the bubble says when the workshop opens, and the badge stops claiming ONLINE.
  const bubbleText = offHours ? offHoursMessage(opening) : buttonText;
  const calmBadge = offHours ? 'FECHADO' : 'ONLINE';
  const badgeText = state.urgent ? 'URGENTE!' : calmBadge;
  const message = state.urgent
    ? settings.urgent_message
    : contextMessage(settings, CONTEXT, context);
  const href = whatsappHref(settings, message, {}, companyWhatsapp);
  const callHref = companyPhone ? telHref(companyPhone) : '';

  const onKeyDown = (event: KeyboardEvent) => {
    // WCAG 1.4.13: content shown on hover/focus can be dismissed without moving the pointer.
    if (event.key === 'Escape') setBubbleDismissed(true);
  };

  return (
    <aside className="wa-float" aria-label="Atendimento rápido">
      {callHref && (
        <a
          className="wa-float__call"
          href={callHref}
          aria-label={`Ligar para ${settings.company_name}`}
          title="Ligar agora"
        >
          <Phone aria-hidden="true" size={20} />
        </a>
      )}
      {/* Pointer/keyboard handlers here only manage the decorative bubble (WCAG 1.4.13). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the link inside is the control */}
      <div
        className="wa-float__main"
        data-bubble-dismissed={bubbleDismissed || undefined}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setBubbleDismissed(false)}
        onBlur={() => setBubbleDismissed(false)}
      >
        <span
          className="wa-float__bubble"
          data-off-hours={offHours || undefined}
          aria-hidden="true"
        >
          {bubbleText}
        </span>
        <a
          className="wa-float__button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          // The visible badge starts the accessible name (WCAG 2.5.3, label in name).
          aria-label={`${settings.show_urgency ? `${badgeText} — ` : ''}${buttonText} pelo WhatsApp (abre em nova aba)${offHours ? `. ${bubbleText}` : ''}`}
          data-pulse={state.pulse || undefined}
        >
          <MessageCircle aria-hidden="true" size={30} />
          {settings.show_urgency && (
            <span
              className="wa-float__badge"
              data-urgent={state.urgent || undefined}
              aria-hidden="true"
            >
              {badgeText}
            </span>
          )}
        </a>
      </div>
    </aside>
  );
}
