import {
  idParam,
  serviceInputSchema,
  serviceSchema,
  serviceUpdateInputSchema,
} from '@oficina/core';
import { services } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { toWire } from '../serialize';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

const service = contentProcedures({
  table: services,
  entity: 'service',
  path: '/services',
  tag: 'Serviços',
  names: { one: 'um serviço', all: 'os serviços', list: 'Lista os serviços' },
  notFound: 'Serviço não encontrado',
  schema: serviceSchema,
  createInput: serviceInputSchema,
  updateInput: serviceUpdateInputSchema.extend(idParam.shape),
  shown: eq(services.active, true),
  present: toWire,
  images: (item) => [item.image],
});

export const servicesRouter = router({ list: service.list, byId: service.byId, ...service.writes });
