// First: zod's locale and browser settings, before any schema is built.
import './zod-setup';

export * from './banner-schedule';
export * from './booking-slots';
export * from './booking-text';
export * from './contact-status';
export * from './dates';
export * from './directions';
export * from './entities';
export * from './lead-reply';
export * from './mail-errors';
export * from './media';
export * from './messages';
export * from './offers';
export * from './opening-hours';
export * from './popups';
export * from './roles';
export * from './schemas';
export * from './search';
export * from './settings';
export * from './share-image';
export * from './shipped-images';
export * from './site-pages';
export * from './site-search-pages';
export * from './site-sitemap';
export * from './transport';
export * from './whatsapp';
export * from './workshop-clock';
