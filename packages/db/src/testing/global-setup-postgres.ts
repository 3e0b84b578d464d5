import type { TestProject } from 'vitest/node';
import { createTestTemplate, dropTestTemplate } from './index';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = await createTestTemplate(url);
  project.provide('testDatabase', template);
  return () => dropTestTemplate(template);
}
