import { type ComponentProps, useId } from 'react';
import { TextField } from '../../components/fields';
import { trpc } from '../../lib/trpc';

/** A free-text service name that suggests the services already registered. */
export function ServiceNameField(props: ComponentProps<typeof TextField>) {
  const services = trpc.services.list.useQuery({ include_inactive: 'true' });
  const listId = useId();
  return (
    <>
      <TextField list={listId} autoComplete="off" {...props} />
      <datalist id={listId}>
        {(services.data ?? []).map((service) => (
          <option key={service.id} value={service.title} />
        ))}
      </datalist>
    </>
  );
}
