import type { ContactInput, contactInputSchema } from '@oficina/core';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, type UseFormSetError, useForm } from 'react-hook-form';
import { type AppRouter, trpc } from '../../lib/trpc';
import { ConsentLabel } from './consent-label';
import { type ContactField, fieldMessage } from './field-messages';
import { FormField } from './form-field';
import './contact-form.css';

/** The checkbox starts unchecked, so the form holds a boolean; the schema accepts only `true`. */
type ContactFormValues = Omit<ContactInput, 'lgpd_consent'> & { lgpd_consent: boolean };
type ContactPayload = (typeof contactInputSchema)['_zod']['output'];

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  vehicle: '',
  service: '',
  message: '',
  lgpd_consent: false,
  website: '',
};

const FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'vehicle',
  'service',
  'message',
  'lgpd_consent',
];
const isField = (name: string | undefined): name is ContactField =>
  FIELDS.includes(name as ContactField);

// The schema's input type says lgpd_consent is `true`; the form starts with `false`, so the
// resolver's declared input is widened here (validation is still the schema's, unchanged).
type ContactResolver = Resolver<ContactFormValues, unknown, ContactPayload>;

// The schema library (zod) is as big as the rest of the page's script: it loads when the
// visitor first focuses a field (or submits), not with the page.
let schemaResolver: Promise<ContactResolver> | null = null;
const loadResolver = () => {
  schemaResolver ??= import('./contact-resolver').then(
    ({ contactResolver }) => contactResolver as unknown as ContactResolver,
  );
  return schemaResolver;
};
const resolver: ContactResolver = async (values, context, options) =>
  (await loadResolver())(values, context, options);

const CONNECTION_ERROR =
  'Não foi possível enviar agora. Verifique sua conexão e tente de novo — o que você escreveu continua no formulário.';

/** The server's Portuguese message, with its per-field issues put back on the fields. */
function describeFailure(error: unknown, setError: UseFormSetError<ContactFormValues>): string {
  if (!(error instanceof TRPCClientError) || !error.data) return CONNECTION_ERROR;
  const { data } = error as TRPCClientError<AppRouter>;
  for (const issue of data?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field)) setError(field, { type: issue.code, message: issue.message });
  }
  return `${error.message} O que você escreveu continua no formulário.`;
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
  // Submitting before hydration would post the page natively and lose what was typed, so the
  // button is enabled only once React runs. Inputs have no default values on purpose: what a
  // visitor types before hydration is adopted by react-hook-form instead of being wiped.
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

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactPayload>({ resolver });

  const onSubmit = async (payload: ContactPayload) => {
    setSent(null);
    setFailure(null);
    try {
      const elapsed_ms = Math.round(performance.now() - shownAt.current);
      const result = await send.mutateAsync({ ...payload, elapsed_ms });
      reset(EMPTY);
      setSent(successText || result.message);
    } catch (error) {
      setFailure(describeFailure(error, setError));
    }
  };

  // Registered here, in screen order: react-hook-form focuses the first invalid field in
  // registration order, and FormField renders its control later than this component.
  const fields = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    vehicle: register('vehicle'),
    service: register('service'),
    message: register('message'),
    lgpd_consent: register('lgpd_consent'),
    website: register('website'),
  };
  const err = (field: ContactField) => fieldMessage(field, errors[field]);
  const consentError = err('lgpd_consent');
  const busy = isSubmitting || send.isPending;

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadResolver()}
    >
      <p className="contact-form__legend">
        Campos com <span aria-hidden="true">*</span> são obrigatórios. Informe um e-mail ou um
        telefone para a resposta.
      </p>

      <FormField id="contato-nome" label="Nome" marker="required" error={err('name')}>
        {(aria) => <input type="text" autoComplete="name" {...aria} {...fields.name} />}
      </FormField>
      <div className="contact-form__row">
        <FormField
          id="contato-email"
          label="E-mail"
          marker="none"
          hint="Para a resposta: e-mail ou telefone"
          error={err('email')}
        >
          {(aria) => <input type="email" autoComplete="email" {...aria} {...fields.email} />}
        </FormField>
        <FormField
          id="contato-telefone"
          label="Telefone ou WhatsApp"
          marker="none"
          hint="Com DDD, ex.: (21) 99999-0000"
          error={err('phone')}
        >
          {(aria) => (
            <input type="tel" autoComplete="tel" inputMode="tel" {...aria} {...fields.phone} />
          )}
        </FormField>
      </div>
      <div className="contact-form__row">
        <FormField
          id="contato-veiculo"
          label="Veículo"
          hint="Marca, modelo e ano, ex.: Onix 2019"
          error={err('vehicle')}
        >
          {(aria) => <input type="text" {...aria} {...fields.vehicle} />}
        </FormField>
        <FormField id="contato-servico" label="Serviço de interesse" error={err('service')}>
          {(aria) => (
            <select {...aria} {...fields.service}>
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
        {(aria) => <textarea rows={6} {...aria} {...fields.message} />}
      </FormField>

      <div className={consentError ? 'form-check form-field--invalid' : 'form-check'}>
        <input
          type="checkbox"
          id="contato-lgpd"
          aria-invalid={Boolean(consentError)}
          aria-describedby={consentError ? 'contato-lgpd-erro' : undefined}
          aria-required
          {...fields.lgpd_consent}
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
        <input
          type="text"
          id="contato-website"
          tabIndex={-1}
          autoComplete="off"
          {...fields.website}
        />
      </div>

      <div role="status" className="contact-form__status">
        {sent ? <p className="contact-form__success">{sent}</p> : null}
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
