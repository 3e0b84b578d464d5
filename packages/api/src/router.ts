import { aboutRouter } from './routers/about';
import { apiKeysRouter } from './routers/api-keys';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { backupRouter } from './routers/backup';
import { bannersRouter } from './routers/banners';
import { blogRouter } from './routers/blog';
import { bookingsRouter } from './routers/bookings';
import { companyRouter } from './routers/company';
import { contactsRouter } from './routers/contacts';
import { dashboardRouter } from './routers/dashboard';
import { editableContentRouter } from './routers/editable-content';
import { eventsRouter } from './routers/events';
import { faqsRouter } from './routers/faqs';
import { healthRouter } from './routers/health';
import { marketingRouter } from './routers/marketing';
import { mediaRouter } from './routers/media';
import { outboxRouter } from './routers/outbox';
import { popupsRouter } from './routers/popups';
import { portfolioRouter } from './routers/portfolio';
import { pushRouter } from './routers/push';
import { servicesRouter } from './routers/services';
import { settingsRouter } from './routers/settings';
import { socialLinksRouter } from './routers/social-links';
import { testimonialsRouter } from './routers/testimonials';
import { trashRouter } from './routers/trash';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';
import { whatsappRouter } from './routers/whatsapp';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  about: aboutRouter,
  apiKeys: apiKeysRouter,
  audit: auditRouter,
  auth: authRouter,
  backup: backupRouter,
  banners: bannersRouter,
  blog: blogRouter,
  bookings: bookingsRouter,
  company: companyRouter,
  contacts: contactsRouter,
  dashboard: dashboardRouter,
  editableContent: editableContentRouter,
  events: eventsRouter,
  faqs: faqsRouter,
  health: healthRouter,
  marketing: marketingRouter,
  media: mediaRouter,
  outbox: outboxRouter,
  popups: popupsRouter,
  portfolio: portfolioRouter,
  push: pushRouter,
  services: servicesRouter,
  settings: settingsRouter,
  socialLinks: socialLinksRouter,
  testimonials: testimonialsRouter,
  trash: trashRouter,
  users: usersRouter,
  webhooks: webhooksRouter,
  whatsapp: whatsappRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
