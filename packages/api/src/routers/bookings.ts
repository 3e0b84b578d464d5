import {
  availabilityInputSchema,
  availabilitySchema,
  bookingCreatedSchema,
  bookingInputSchema,
  bookingListInputSchema,
  bookingMoveOptionsInputSchema,
  bookingPageSchema,
  bookingSchema,
  bookingUpdateSchema,
  calendarFeedRotationSchema,
  calendarFeedSchema,
  deletedBookingsInputSchema,
  deletedBookingsSchema,
  deletedSchema,
  idParam,
  managedBookingSchema,
  manageTokenParam,
  rescheduleInputSchema,
  staffBookingInputSchema,
  workshopIsoDateTime,
} from '@oficina/core';
import { z } from 'zod';
import { customerCalendar, ownerCalendar } from '../bookings/calendar';
import { feedStatus, isFeedToken, rotateFeed } from '../bookings/feed';
import { bookingIdForToken, manageUrl } from '../bookings/links';
import { sendBookingPush } from '../bookings/push';
import {
  availability,
  listBookings,
  listDeletedBookings,
  managedView,
  presentBooking,
} from '../bookings/queries';
import {
  findBookableService,
  findService,
  loadBookingSetup,
  requireBookingEnabled,
} from '../bookings/rules';
import {
  bookingById,
  cancelBooking,
  createBooking,
  eraseBooking,
  updateBooking,
} from '../bookings/service';
import type { Context } from '../context';
import { badRequest, conflict, invalidInput, notFound } from '../errors';
import { spamReason } from '../services/contact-spam';
import {
  adminAccountProcedure,
  managerProcedure,
  publicProcedure,
  router,
  viewerProcedure,
} from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Agendamentos';
const LINK_INVALID = 'Link de agendamento inválido ou expirado';
const TOO_LATE =
  'Este agendamento não pode mais ser alterado pelo site. Fale com a oficina pelo WhatsApp ou telefone.';
const SPAM =
  'Não foi possível concluir o agendamento. Preencha o formulário de novo, com calma, ou fale com a oficina pelo WhatsApp.';

/** After a commit: wake the mail worker, tell the owner's devices (never delaying the answer). */
function afterCommit(ctx: Context, mailQueued: boolean) {
  if (mailQueued) ctx.onMailQueued?.();
}

/** The booking a customer's link opens, or 404. */
async function bookingOfLink(ctx: Context, token: string) {
  const id = await bookingIdForToken(ctx.db, token);
  if (id === null) throw notFound(LINK_INVALID);
  return bookingById(ctx.db, id);
}

/** A customer may change a booking still pending or confirmed, until the notice before it. */
async function changeableByCustomer(ctx: Context, token: string) {
  const booking = await bookingOfLink(ctx, token);
  const setup = await loadBookingSetup(ctx.db);
  const view = await managedView(ctx.db, booking, setup);
  if (!view.can_change) throw conflict(TOO_LATE);
  return booking;
}

async function viewOf(ctx: Context, id: number) {
  return managedView(ctx.db, await bookingById(ctx.db, id), await loadBookingSetup(ctx.db));
}

export const bookingsRouter = router({
  availability: publicProcedure
    .meta(
      rest(
        'GET',
        '/bookings/availability',
        TAG,
        'Horários de um serviço, dia a dia (até 31 dias): dentro do expediente, depois da antecedência mínima e até o prazo; available diz se ainda há vaga',
      ),
    )
    .input(availabilityInputSchema)
    .output(availabilitySchema)
    .query(async ({ ctx, input }) => {
      const setup = await loadBookingSetup(ctx.db);
      requireBookingEnabled(setup);
      const service = await findBookableService(ctx.db, input.service_id);
      return availability(ctx.db, setup, service, input);
    }),

  create: publicProcedure
    .meta({
      ...rest(
        'POST',
        '/bookings',
        TAG,
        'Agenda um serviço num horário livre (201, com o link pessoal manage_url); horário lotado: 409 com até 3 alternativas. Conta no limite das mensagens de contato',
      ),
      successStatus: 201,
      // Counted like contact messages (only stored bookings count).
      limit: 'booking',
      // The answer carries the customer's private link: a replay is refused, never stored.
      answersSecret: true,
    })
    .input(bookingInputSchema)
    .output(bookingCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const spam = spamReason(input);
      if (spam) {
        ctx.log?.info?.({ reason: spam, ip: ctx.request.ip }, 'booking refused as spam');
        throw badRequest(SPAM);
      }
      const user = await ctx.getUser();
      const created = await createBooking(ctx, input, user?.apiKey ? 'api' : 'site');
      afterCommit(ctx, created.mailQueued);
      void sendBookingPush(ctx, created.booking, created.service.title);
      return {
        id: created.booking.id,
        status: created.booking.status,
        starts_at: workshopIsoDateTime(created.booking.starts_at),
        ends_at: workshopIsoDateTime(created.booking.ends_at),
        manage_url: manageUrl(ctx.publicUrl ?? '', created.token),
      };
    }),

  /** A booking the owner takes by phone in the panel (source `painel`): no notice or horizon. */
  createByStaff: managerProcedure
    .input(staffBookingInputSchema)
    .output(bookingSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createBooking(ctx, input, 'painel');
      afterCommit(ctx, created.mailQueued);
      return presentBooking(created.booking);
    }),

  manage: publicProcedure
    .meta(
      rest(
        'GET',
        '/bookings/manage/{token}',
        TAG,
        'O agendamento aberto pelo link pessoal (manage_url): serviço, horário, situação e até quando dá para mudar',
      ),
    )
    .input(manageTokenParam)
    .output(managedBookingSchema)
    .query(async ({ ctx, input }) => {
      const booking = await bookingOfLink(ctx, input.token);
      return managedView(ctx.db, booking, await loadBookingSetup(ctx.db));
    }),

  /** The link's booking as a calendar file ("Adicionar à agenda": /agendamento/<código>/agenda.ics). */
  manageCalendar: publicProcedure
    .input(manageTokenParam)
    .output(z.string())
    .query(async ({ ctx, input }) => {
      const booking = await bookingOfLink(ctx, input.token);
      const service = await findService(ctx.db, booking.service_id);
      return customerCalendar(ctx.db, booking, service.title, ctx.publicUrl ?? '');
    }),

  manageAvailability: publicProcedure
    .meta(
      rest(
        'GET',
        '/bookings/manage/{token}/availability',
        TAG,
        'Horários para onde o agendamento do link pode ir (o seu próprio lugar conta como livre)',
      ),
    )
    .input(
      manageTokenParam.extend({
        from: availabilityInputSchema.shape.from,
        to: availabilityInputSchema.shape.to,
      }),
    )
    .output(availabilitySchema)
    .query(async ({ ctx, input }) => {
      const booking = await bookingOfLink(ctx, input.token);
      parseRange(input);
      const setup = await loadBookingSetup(ctx.db);
      const service = await findService(ctx.db, booking.service_id);
      return availability(ctx.db, setup, service, input, { except: booking.id });
    }),

  manageCancel: publicProcedure
    .meta(
      rest(
        'POST',
        '/bookings/manage/{token}/cancel',
        TAG,
        'Cancela pelo link pessoal, até a antecedência mínima antes do horário',
      ),
    )
    .input(manageTokenParam)
    .output(managedBookingSchema)
    .mutation(async ({ ctx, input }) => {
      const booking = await changeableByCustomer(ctx, input.token);
      const updated = await cancelBooking(ctx, booking.id, { byCustomer: true });
      afterCommit(ctx, updated.mailQueued);
      return viewOf(ctx, booking.id);
    }),

  manageReschedule: publicProcedure
    .meta(
      rest(
        'POST',
        '/bookings/manage/{token}/reschedule',
        TAG,
        'Muda o horário pelo link pessoal, para um horário livre e até a antecedência mínima antes do atual; lotado: 409 com alternativas',
      ),
    )
    .input(rescheduleInputSchema)
    .output(managedBookingSchema)
    .mutation(async ({ ctx, input }) => {
      const booking = await changeableByCustomer(ctx, input.token);
      const updated = await updateBooking(
        ctx,
        booking.id,
        { starts_at: input.starts_at },
        { byCustomer: true },
      );
      afterCommit(ctx, updated.mailQueued);
      return viewOf(ctx, booking.id);
    }),

  list: viewerProcedure
    .meta(
      rest(
        'GET',
        '/bookings',
        TAG,
        'Agendamentos por horário: filtros de dias (from, to), status e updated_since, com limit/offset',
        true,
      ),
    )
    .input(bookingListInputSchema)
    .output(bookingPageSchema)
    .query(({ ctx, input }) => listBookings(ctx.db, input)),

  deleted: viewerProcedure
    .meta(
      rest(
        'GET',
        '/bookings/deleted',
        TAG,
        'Agendamentos excluídos (pedidos de titulares, LGPD): só o id e quando, para quem espelha a agenda apagar a sua cópia',
        true,
      ),
    )
    .input(deletedBookingsInputSchema)
    .output(deletedBookingsSchema)
    .query(async ({ ctx, input }) => ({ items: await listDeletedBookings(ctx.db, input) })),

  feedStatus: adminAccountProcedure
    .meta(
      rest(
        'GET',
        '/bookings/calendar-feed',
        TAG,
        'Se a agenda para celular (feed iCalendar) existe e desde quando',
        true,
      ),
    )
    .input(z.void())
    .output(calendarFeedSchema)
    .query(({ ctx }) => feedStatus(ctx.db)),

  rotateFeed: adminAccountProcedure
    .meta(
      rest(
        'POST',
        '/bookings/calendar-feed',
        TAG,
        'Cria o endereço da agenda para celular, ou troca por um novo (o anterior para de funcionar na hora); o endereço aparece só nesta resposta',
        true,
      ),
    )
    // Said on purpose: a new address ends the old one, and every phone must subscribe again.
    .input(calendarFeedRotationSchema)
    .output(calendarFeedSchema)
    .mutation(({ ctx }) => rotateFeed(ctx)),

  /** The feed's text (GET /api/bookings/calendar.ics, a plain route: its answer is not JSON). */
  calendar: publicProcedure
    .input(z.object({ token: z.string().max(200) }))
    .output(z.string())
    .query(async ({ ctx, input }) => {
      if (!(await isFeedToken(ctx.db, input.token))) throw notFound(LINK_INVALID);
      return ownerCalendar(ctx.db, ctx.publicUrl ?? '');
    }),

  byId: viewerProcedure
    .meta(rest('GET', '/bookings/{id}', TAG, 'Um agendamento', true))
    .input(idParam)
    .output(bookingSchema)
    .query(async ({ ctx, input }) => presentBooking(await bookingById(ctx.db, input.id))),

  /** Free times to move a booking to (the panel's agenda): no notice or horizon, its own place free. */
  moveOptions: managerProcedure
    .input(bookingMoveOptionsInputSchema)
    .output(availabilitySchema)
    .query(async ({ ctx, input }) => {
      const booking = await bookingById(ctx.db, input.id);
      const setup = await loadBookingSetup(ctx.db);
      const service = await findService(ctx.db, booking.service_id);
      return availability(ctx.db, setup, service, input, { audience: 'staff', except: booking.id });
    }),

  ...putAndPatch(
    managerProcedure.input(bookingUpdateSchema.extend(idParam.shape)).output(bookingSchema),
    '/bookings/{id}',
    TAG,
    'Muda a situação, o horário (só para um horário livre, como um agendamento novo) ou as observações',
    async ({
      ctx,
      input: { id, ...changes },
    }: {
      ctx: Context;
      input: { id: number } & z.output<typeof bookingUpdateSchema>;
    }) => {
      const updated = await updateBooking(ctx, id, changes);
      afterCommit(ctx, updated.mailQueued);
      return presentBooking(updated.booking);
    },
  ),

  delete: managerProcedure
    .meta(
      rest(
        'DELETE',
        '/bookings/{id}',
        TAG,
        'Exclui um agendamento de vez (pedido do titular, LGPD): some da agenda e entra em GET /bookings/deleted',
        true,
      ),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await eraseBooking(ctx, input.id);
      return { success: true as const, id: input.id };
    }),
});

/** The range rule of availability for the link's variant (its input adds the token). */
function parseRange(input: { from: string; to: string }) {
  const checked = availabilityInputSchema.safeParse({ service_id: 1, ...input });
  if (!checked.success) throw invalidInput(checked.error.issues);
}
