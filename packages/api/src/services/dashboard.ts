import { type DashboardSummary, isPopupInEffect } from '@oficina/core';
import {
  blogPosts,
  contactMessages,
  type Database,
  faqs,
  outbox,
  popups,
  portfolioItems,
  services,
  settings,
  testimonials,
  users,
} from '@oficina/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { upcomingBookings } from '../bookings/queries';
import { leadRecipients } from '../mail/lead-mail';
import { toWire } from '../serialize';
import { recentAudit } from './audit';
import { latestContacts } from './contacts';
import { leadFigures } from './lead-figures';

const LATEST_CONTACTS = 5;
const RECENT_ACTIVITY = 8;
const UPCOMING_BOOKINGS = 6;

/** Active popups in force now: the same rule (core/popups.ts) the public popup list applies. */
async function countPopupsInEffect(db: Database, now: Date): Promise<number> {
  const rows = await db
    .select({
      id: popups.id,
      active: popups.active,
      target_pages: popups.target_pages,
      start_date: popups.start_date,
      expiry_date: popups.expiry_date,
      priority: popups.priority,
    })
    .from(popups)
    .where(eq(popups.active, true));
  return rows.filter((row) => isPopupInEffect(toWire(row), now)).length;
}

/** Whether a lead's alert mail reaches someone (the panel warns when it reaches nobody). */
function leadMailState(recipients: string[] | null): DashboardSummary['lead_mail'] {
  if (!recipients) return 'off';
  return recipients.length === 0 ? 'no_recipients' : 'on';
}

/**
 * Whether the mail server is failing now. The rule: a mail created after the last delivered one
 * (or any, when none was ever delivered) has been tried and refused, whether it still waits for
 * another attempt (pending with a reason) or was given up on (failed). A mail created before
 * the last delivery failed for reasons of its own (one bad address, say): the server has taken
 * mail since, so it does not count. Answers how many such mails there are and the newest reason.
 */
export async function mailFailure(db: Database): Promise<DashboardSummary['mail_failure']> {
  const lastDelivery = sql`(select max(${outbox.sent_at}) from ${outbox} where ${outbox.status} = 'sent')`;
  const [row] = await db
    .select({
      failing: sql<number>`count(*)::int`,
      last_error: sql<
        string | null
      >`(array_agg(${outbox.last_error} order by ${outbox.created_at} desc, ${outbox.id} desc))[1]`,
    })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ['pending', 'failed']),
        isNotNull(outbox.last_error),
        sql`${outbox.created_at} > coalesce(${lastDelivery}, '-infinity'::timestamptz)`,
      ),
    );
  if (!row || row.failing === 0 || !row.last_error) return null;
  return { failing: row.failing, last_error: row.last_error };
}

/** The `maintenance_mode` setting, read as the public site reads it ('true' only). */
async function maintenanceOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'maintenance_mode'));
  return row?.value === 'true';
}

/**
 * The panel's first page. Content counts are every row, hidden or not: the panel manages them all.
 * The recent activity (audit entries, with before/after data) and the mail failure only with
 * `withActivity`: the audit log and the outbox are for admins, and viewers get neither.
 */
export async function dashboardSummary(
  db: Database,
  { withActivity, now = new Date() }: { withActivity: boolean; now?: Date },
) {
  const [
    servicesCount,
    testimonialsCount,
    faqsCount,
    newContacts,
    activePopups,
    portfolioCount,
    blogCount,
    usersCount,
    latest,
    activity,
    leads,
    recipients,
    upcoming,
    failure,
    maintenance,
  ] = await Promise.all([
    db.$count(services),
    db.$count(testimonials),
    db.$count(faqs),
    db.$count(contactMessages, eq(contactMessages.status, 'novo')),
    countPopupsInEffect(db, now),
    db.$count(portfolioItems),
    db.$count(blogPosts),
    db.$count(users),
    latestContacts(db, LATEST_CONTACTS),
    withActivity ? recentAudit(db, RECENT_ACTIVITY) : [],
    leadFigures(db, now),
    leadRecipients(db),
    upcomingBookings(db, UPCOMING_BOOKINGS, now),
    withActivity ? mailFailure(db) : null,
    maintenanceOn(db),
  ]);
  return {
    counts: {
      services: servicesCount,
      testimonials: testimonialsCount,
      faqs: faqsCount,
      new_contacts: newContacts,
      active_popups: activePopups,
      portfolio: portfolioCount,
      blog_posts: blogCount,
      users: usersCount,
    },
    latest_contacts: latest,
    upcoming_bookings: upcoming,
    recent_activity: activity,
    leads,
    lead_mail: leadMailState(recipients),
    mail_failure: failure,
    maintenance_mode: maintenance,
  };
}
