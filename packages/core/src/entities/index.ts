export * from './banner';
export * from './columns';
export * from './company';
export * from './declared';
export * from './define-entity';
export * from './faq';
export * from './rules';
export * from './service';
