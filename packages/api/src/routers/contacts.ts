import {
  contactExportBatchInputSchema,
  contactExportBatchSchema,
  contactInputSchema,
  contactListInputSchema,
  contactPageSchema,
  contactSchema,
  contactStatusInputSchema,
  deletedContactsInputSchema,
  deletedContactsSchema,
  deletedSchema,
  idParam,
} from '@oficina/core';
import { contactMessages } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { enqueueLeadMail } from '../mail/lead-mail';
import { sendLeadPush } from '../push/lead-push';
import { writeAudit } from '../services/audit';
import { spamReason, storeSpamContact } from '../services/contact-spam';
import {
  exportContactsBatch,
  listContacts,
  listDeletedContacts,
  presentContact,
} from '../services/contacts';
import { deleteRow, findRow, inTransaction, updateRow } from '../services/crud';
import { managerProcedure, publicProcedure, router, viewerProcedure } from '../trpc';
import { enqueueWebhookEvent } from '../webhooks/enqueue';
import { contactEventData } from '../webhooks/event-data';
import { rest } from './meta';

const TAG = 'Contatos';
const NOT_FOUND = 'Mensagem não encontrada';
const SENT = 'Mensagem enviada com sucesso! Responderemos em breve.';

export const contactsRouter = router({
  list: viewerProcedure
    .meta(
      rest(
        'GET',
        '/contacts',
        TAG,
        'Caixa de mensagens (sem as de spam, salvo status=spam): filtro por status, busca, paginação e ordenação',
        true,
      ),
    )
    .input(contactListInputSchema)
    .output(contactPageSchema)
    .query(({ ctx, input }) => listContacts(ctx.db, input)),

  /**
   * The CSV export (GET /api/contacts/export.csv, a plain Fastify route since its answer is not
   * JSON) reads the inbox through this, batch by batch, so the viewer rule stays here.
   */
  exportBatch: viewerProcedure
    .input(contactExportBatchInputSchema)
    .output(contactExportBatchSchema)
    .query(({ ctx, input }) => exportContactsBatch(ctx.db, input)),

  // Before byId: a REST path is matched in the order procedures are declared.
  deleted: viewerProcedure
    .meta(
      rest(
        'GET',
        '/contacts/deleted',
        TAG,
        'Mensagens excluídas (pedidos de titulares, LGPD): só o id e quando, para quem espelha a caixa de entrada apagar a sua cópia',
        true,
      ),
    )
    .input(deletedContactsInputSchema)
    .output(deletedContactsSchema)
    .query(async ({ ctx, input }) => ({ items: await listDeletedContacts(ctx.db, input) })),

  byId: viewerProcedure
    .meta(rest('GET', '/contacts/{id}', TAG, 'Uma mensagem de contato', true))
    .input(idParam)
    .output(contactSchema)
    .query(async ({ ctx, input }) =>
      presentContact(
        await findRow(ctx.db, contactMessages, eq(contactMessages.id, input.id), NOT_FOUND),
      ),
    ),

  create: publicProcedure
    .meta(
      rest(
        'POST',
        '/contacts',
        TAG,
        'Envia uma mensagem pelo formulário de contato (website e elapsed_ms: anti-spam, opcionais)',
      ),
    )
    .meta({ limit: 'contact' })
    .input(contactInputSchema)
    .output(z.object({ success: z.literal(true), id: z.number().int(), message: z.string() }))
    .mutation(async ({ ctx, input: { website, elapsed_ms, ...input } }) => {
      const values = {
        ...input,
        consent_at: new Date(),
        ip: ctx.request.ip,
        user_agent: ctx.request.userAgent?.slice(0, 500) ?? null,
      };
      const spam = spamReason({ website, elapsed_ms });
      if (spam) {
        // Kept for the owner to review, and answered exactly like a real message: a bot learns
        // nothing, and a person the checks caught by mistake is told the truth.
        ctx.log?.info?.({ reason: spam, ip: ctx.request.ip }, 'contact message held as spam');
        const id = await storeSpamContact(ctx.db, values);
        return { success: true as const, id, message: SENT };
      }
      // The owner's alert is queued in the message's own transaction: both or neither.
      let mailQueued = false;
      const actor = await ctx.getUser();
      const row = await inTransaction(
        ctx,
        'contact',
        async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({ ...values, status: 'novo' })
            .returning();
          await writeAudit(tx, actor, 'create', 'contact', row!.id, null, row);
          await enqueueWebhookEvent(tx, 'contact.created', contactEventData(row!));
          mailQueued = await enqueueLeadMail(tx, row!, ctx.publicUrl ?? '');
          return row!;
        },
        {},
      );
      if (mailQueued) ctx.onMailQueued?.();
      // After the commit and without holding up the answer: a slow push service must not
      // delay the visitor, and a failed push loses nothing (the e-mail and the panel remain).
      void sendLeadPush(ctx, row);
      return { success: true as const, id: row.id, message: SENT };
    }),

  /** Also how a message held as spam goes to the inbox ("Não é spam": status `novo`). */
  updateStatus: managerProcedure
    .meta(rest('PUT', '/contacts/{id}/status', TAG, 'Muda o status de uma mensagem', true))
    .input(contactStatusInputSchema.extend(idParam.shape))
    .output(contactSchema)
    .mutation(async ({ ctx, input }) =>
      presentContact(
        await updateRow(
          ctx,
          'contact',
          contactMessages,
          eq(contactMessages.id, input.id),
          { status: input.status },
          {
            action: 'status',
            notFoundMessage: NOT_FOUND,
          },
        ),
      ),
    ),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/contacts/{id}', TAG, 'Exclui uma mensagem (pedido do titular, LGPD)', true),
    )
    .input(idParam)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteRow(ctx, 'contact', contactMessages, eq(contactMessages.id, input.id), {
        notFoundMessage: NOT_FOUND,
      });
      return { success: true as const, id: input.id };
    }),
});
