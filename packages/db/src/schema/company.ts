// Declared with its rules and words in packages/core/src/entities/company.ts.
export { companyInfo } from '@oficina/core';
