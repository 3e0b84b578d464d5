import { z } from 'zod';
import { bookingSchema } from '../entities/booking';
import { auditEntrySchema } from './audit';
import { contactSchema } from './contact';
import { leadFiguresSchema } from './lead-events';
import { nameSchemas } from './names';

const counter = () => z.number().int().nonnegative();

/** What the panel's first page shows: totals, the newest messages and the latest changes. */
export const dashboardSummarySchema = z.object({
  counts: z.object({
    services: counter(),
    testimonials: counter(),
    faqs: counter(),
    /** Messages still in status 'novo'. */
    new_contacts: counter(),
    /** Active popups already started and not yet expired. */
    active_popups: counter(),
    portfolio: counter(),
    blog_posts: counter(),
    users: counter(),
  }),
  latest_contacts: z.array(contactSchema),
  /** The next bookings that hold a place (not cancelled), soonest first. */
  upcoming_bookings: z.array(bookingSchema),
  /** The latest audit entries; empty unless the caller is an admin (the audit log is admin-only). */
  recent_activity: z.array(auditEntrySchema),
  /** Visits, clicks and messages per day, and the messages waiting for an answer. */
  leads: leadFiguresSchema,
  /**
   * Whether a new lead's alert mail reaches someone: `on`, `off` (the owner turned alerts off)
   * or `no_recipients` (no address in the setting nor on any active admin: nobody is told).
   */
  lead_mail: z
    .enum(['on', 'off', 'no_recipients'])
    .describe(
      'Se o aviso de nova mensagem por e-mail chega a alguém: on, off (desligado nas configurações) ou no_recipients (nenhum e-mail cadastrado)',
    ),
  /**
   * Mail that the mail server has not taken since its last delivery (see mailFailure in the
   * dashboard service); null while mail goes out, and for anyone but an admin (the outbox is
   * admin-only).
   */
  mail_failure: z
    .object({
      failing: counter().describe('E-mails recusados ou sem resposta desde o último envio'),
      last_error: z.string().describe('O erro da tentativa mais recente, como o servidor deu'),
    })
    .nullable()
    .describe(
      'O envio de e-mails está falhando: quantos e-mails esperam e o erro mais recente (só para administradores; null quando os e-mails saem)',
    ),
  /** The `maintenance_mode` setting: the public site shows its maintenance page. */
  maintenance_mode: z.boolean().describe('Se o site público está mostrando a página de manutenção'),
});

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

nameSchemas({ DashboardSummary: dashboardSummarySchema });
