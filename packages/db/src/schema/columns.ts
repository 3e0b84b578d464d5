export { createdAt, updatedAt } from '@oficina/core';
