import { type DashboardSummary, isPopupInEffect } from '@oficina/core';
import {
  blogPosts,
  contactMessages,
  type Database,
  faqs,
  popups,
  portfolioItems,
  services,
  testimonials,
  users,
} from '@oficina/db';
import { eq } from 'drizzle-orm';
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
 * The panel's first page. Content counts are every row, hidden or not: the panel manages them all.
 * The recent activity (audit entries, with before/after data) only with `withActivity`: the
 * audit log is for admins, and viewers get an empty list.
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
  };
}
