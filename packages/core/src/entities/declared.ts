import { aboutEntity } from './about';
import { apiKeyEntity } from './api-key';
import { bannerEntity } from './banner';
import { blogPostEntity } from './blog-post';
import { bookingEntity } from './booking';
import { companyEntity } from './company';
import type { FieldWords } from './define-entity';
import { editableContentEntity } from './editable-content';
import { faqEntity } from './faq';
import { popupEntity } from './popup';
import { portfolioEntity } from './portfolio';
import { serviceEntity } from './service';
import { settingEntity } from './setting';
import { socialLinkEntity } from './social-link';
import { testimonialEntity } from './testimonial';
import { userEntity } from './user';
import { whatsappContextEntity } from './whatsapp-context';
import { whatsappSettingsEntity } from './whatsapp-settings';

/**
 * The Portuguese words of every declared entity's fields, by the name its audit entries and
 * cache announcements use: the audit trail names a changed field as its form does.
 */
export const DECLARED_FIELDS: Record<string, Record<string, FieldWords>> = {
  about: aboutEntity.fields,
  api_key: apiKeyEntity.fields,
  banner: bannerEntity.fields,
  'blog-post': blogPostEntity.fields,
  booking: bookingEntity.fields,
  company: companyEntity.fields,
  'editable-content': editableContentEntity.fields,
  faq: faqEntity.fields,
  popup: popupEntity.fields,
  portfolio: portfolioEntity.fields,
  service: serviceEntity.fields,
  setting: settingEntity.fields,
  'social-link': socialLinkEntity.fields,
  testimonial: testimonialEntity.fields,
  user: userEntity.fields,
  'whatsapp-context': whatsappContextEntity.fields,
  'whatsapp-settings': whatsappSettingsEntity.fields,
};
