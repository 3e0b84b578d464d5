import type { TestProject } from 'vitest/node';
import { createTestTemplate, dropTestTemplate } from './index';

export default async function setup(project: TestProject) {
  const template = await createTestTemplate();
  project.provide('testDatabase', template);
  return () => dropTestTemplate(template);
}
