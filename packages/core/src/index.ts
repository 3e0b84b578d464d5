export * from './contact-status';
export * from './messages';
export * from './opening-hours';
export * from './popups';
export * from './roles';
export * from './schemas';
export * from './settings';
export * from './whatsapp';
