import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AppRouter, trpc } from '../../lib/trpc';
import { ConsentLabel } from './consent-label';
import {
  CONTACT_FIELDS,
  type ContactField,
  type FieldIssue,
  fieldMessage,
  isContactField,
} from './field-messages';
import { FormField } from './form-field';
import './contact-form.css';

type FieldErrors = Partial<Record<ContactField, FieldIssue>>;

// The schema library (zod) is as big as the rest of the page's script: it loads when the
// visitor first focuses a field (or submits), not with the page.
let validation: Promise<typeof import('./contact-validation')> | null = null;
const loadValidation = () => {
  validation ??= import('./contact-validation');
  return validation;
};

/**
 * What the form holds, read from its fields. They are left to the browser (no React state per
 * keystroke): what a visitor types before the page's script has run is kept, and the page does
 * not need a form library.
 */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    vehicle: text('vehicle'),
    service: text('service'),
    message: text('message'),
    lgpd_consent: data.get('lgpd_consent') !== null,
    website: text('website'),
  };
}

/** Moves the focus to the first field, in screen order, that has a problem. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}

/**
 * Said while the phone is offline: the message is not lost (the query library holds the send
 * and makes it when the connection returns), but nothing would otherwise tell the visitor why
 * the button stays on "Enviando…".
 */
const WAITING_FOR_CONNECTION =
  'Sem conexão com a internet. Sua mensagem será enviada assim que a conexão voltar; mantenha esta página aberta.';

const CONNECTION_ERROR =
  'Não foi possível enviar agora. Verifique sua conexão e tente de novo — o que você escreveu continua no formulário.';

/** The server's Portuguese message, and its per-field issues to put back on the fields. */
function describeFailure(error: unknown): { message: string; errors: FieldErrors } {
  if (!(error instanceof TRPCClientError) || !error.data) {
    return { message: CONNECTION_ERROR, errors: {} };
  }
  const { data } = error as TRPCClientError<AppRouter>;
  const errors: FieldErrors = {};
  for (const issue of data?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { message: `${error.message} O que você escreveu continua no formulário.`, errors };
}

export interface ContactFormProps {
  /** Titles for the "Serviço de interesse" select; "Outro" is appended. */
  services: readonly string[];
  /** Text of the LGPD checkbox (editable content 'contato.lgpd_consent'). */
  consentText: string;
  /** Shown after sending (editable content 'contato.success'); the server's message otherwise. */
  successText?: string | null;
}

export function ContactForm({ services, consentText, successText }: ContactFormProps) {
  const send = trpc.contacts.create.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // After a first try, each change checks the form again, so a fixed field loses its message.
  const tried = useRef(false);
  // Submitting before hydration would post the page natively and lose what was typed, so the
  // button is enabled only once React runs. Inputs have no default values on purpose: what a
  // visitor types before hydration stays in them.
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form appeared, for the anti-spam fill time sent with the message (elapsed_ms).
  const shownAt = useRef(0);
  useEffect(() => {
    setReady(true);
    // Typed into before hydration: the visitor has been here since the page loaded (time 0).
    const typed = formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"]):not([name="website"]), textarea',
    );
    const typedAlready = [...(typed ?? [])].some((field) => field.value !== '');
    shownAt.current = typedAlready ? 0 : performance.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSent(null);
    setFailure(null);
    setSubmitting(true);
    tried.current = true;
    try {
      const { checkContact } = await loadValidation();
      const check = checkContact(formValues(form));
      if (!check.ok) {
        setErrors(check.errors);
        focusFirstInvalid(form, check.errors);
        return;
      }
      setErrors({});
      const elapsed_ms = Math.round(performance.now() - shownAt.current);
      const result = await send.mutateAsync({ ...check.payload, elapsed_ms });
      form.reset();
      tried.current = false;
      setSent(successText || result.message);
    } catch (error) {
      const { message, errors: fromServer } = describeFailure(error);
      setErrors(fromServer);
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!tried.current) return;
    const form = event.currentTarget;
    const { checkContact } = await loadValidation();
    const check = checkContact(formValues(form));
    setErrors(check.ok ? {} : check.errors);
  };

  const err = (field: ContactField) => fieldMessage(field, errors[field]);
  const consentError = err('lgpd_consent');
  const busy = submitting || send.isPending;

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadValidation()}
    >
      <p className="contact-form__legend">
        Campos com <span aria-hidden="true">*</span> são obrigatórios. Informe um e-mail ou um
        telefone para a resposta.
      </p>

      <FormField id="contato-nome" label="Nome" marker="required" error={err('name')}>
        {(aria) => <input type="text" autoComplete="name" {...aria} name="name" />}
      </FormField>
      <div className="contact-form__row">
        <FormField
          id="contato-email"
          label="E-mail"
          marker="none"
          hint="Para a resposta: e-mail ou telefone"
          error={err('email')}
        >
          {(aria) => <input type="email" autoComplete="email" {...aria} name="email" />}
        </FormField>
        <FormField
          id="contato-telefone"
          label="Telefone ou WhatsApp"
          marker="none"
          hint="Com DDD, ex.: (21) 99999-0000"
          error={err('phone')}
        >
          {(aria) => <input type="tel" autoComplete="tel" inputMode="tel" {...aria} name="phone" />}
        </FormField>
      </div>
      <div className="contact-form__row">
        <FormField
          id="contato-veiculo"
          label="Veículo"
          hint="Marca, modelo e ano, ex.: Onix 2019"
          error={err('vehicle')}
        >
          {(aria) => <input type="text" {...aria} name="vehicle" />}
        </FormField>
        <FormField id="contato-servico" label="Serviço de interesse" error={err('service')}>
          {(aria) => (
            <select {...aria} name="service">
              <option value="">Selecione um serviço</option>
              {services.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
              <option value="Outro">Outro</option>
            </select>
          )}
        </FormField>
      </div>
      <FormField id="contato-mensagem" label="Mensagem" marker="required" error={err('message')}>
        {(aria) => <textarea rows={6} {...aria} name="message" />}
      </FormField>

      <div className={consentError ? 'form-check form-field--invalid' : 'form-check'}>
        <input
          type="checkbox"
          id="contato-lgpd"
          aria-invalid={Boolean(consentError)}
          aria-describedby={consentError ? 'contato-lgpd-erro' : undefined}
          aria-required
          name="lgpd_consent"
        />
        <label htmlFor="contato-lgpd">
          <ConsentLabel text={consentText} />
          <span aria-hidden="true"> *</span>
        </label>
        {consentError ? (
          <p id="contato-lgpd-erro" className="form-field__error">
            {consentError}
          </p>
        ) : null}
      </div>

      {/* Anti-spam trap: out of sight, out of the tab order and hidden from screen readers, so
          only a bot fills it; the server then answers as usual but keeps nothing. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contato-website">Não preencha este campo</label>
        <input type="text" id="contato-website" tabIndex={-1} autoComplete="off" name="website" />
      </div>

      <div role="status" className="contact-form__status">
        {sent ? <p className="contact-form__success">{sent}</p> : null}
        {busy && send.isPaused ? (
          <p className="contact-form__waiting">{WAITING_FOR_CONNECTION}</p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="contact-form__failure">
          {failure}
        </p>
      ) : null}

      <button type="submit" className="contact-form__submit" disabled={!ready || busy}>
        {busy ? 'Enviando…' : 'Enviar mensagem'}
      </button>
      <noscript>
        <p className="contact-form__noscript">
          O envio pelo formulário precisa de JavaScript. Você também pode nos chamar pelo WhatsApp,
          telefone ou e-mail ao lado.
        </p>
      </noscript>
    </form>
  );
}
