import { type Booking, dayChip, formatTime, shiftIsoDate, workshopTime } from '@oficina/core';
import { toast } from '@site/features/toasts';
import { type FormEvent, useState } from 'react';
import { EditorDialog } from '../../components/editor-dialog';
import { trpc } from '../../lib/trpc';

/**
 * "Novo agendamento" for a booking taken by phone (source `painel`): the service, a free time
 * of the next two weeks, who is coming and with which car.
 */
export function NewBookingDialog({
  services,
  onClose,
  onCreated,
}: {
  services: Array<{ id: number; title: string }>;
  onClose: () => void;
  onCreated: (booking: Booking) => void;
}) {
  const create = trpc.bookings.createByStaff.useMutation();
  const [serviceId, setServiceId] = useState(services[0]?.id ?? 0);
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = workshopTime(new Date()).isoDate;
  const free = trpc.bookings.availability.useQuery(
    { service_id: serviceId, from: today, to: shiftIsoDate(today, 13) },
    { enabled: serviceId > 0 },
  );
  const days = (free.data?.days ?? []).filter((one) => one.slots.some((slot) => slot.available));
  const chosenDay = days.find((one) => one.date === day) ?? days[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    if (!startsAt) {
      setErrors({ starts_at: 'Escolha um horário livre' });
      return;
    }
    try {
      const booking = await create.mutateAsync({
        service_id: serviceId,
        starts_at: startsAt,
        name: text('name'),
        phone: text('phone'),
        email: text('email') || null,
        vehicle: {
          make: text('make'),
          model: text('model'),
          year: text('year') ? Number(text('year')) : null,
          plate: text('plate') || null,
        },
        notes: text('notes') || null,
      });
      toast.success('Agendamento criado.');
      onCreated(booking);
    } catch (error) {
      const data = (error as { data?: { issues?: Array<{ path: string[]; message: string }> } })
        .data;
      const fields: Record<string, string> = {};
      for (const issue of data?.issues ?? []) fields[issue.path.at(-1) ?? ''] ??= issue.message;
      setErrors(fields);
      toast.error((error as Error).message);
    }
  };

  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div className="admin-field">
      <label htmlFor={`novo-${name}`}>{label}</label>
      <input
        id={`novo-${name}`}
        name={name}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `novo-${name}-erro` : undefined}
        {...props}
      />
      {errors[name] ? (
        <p id={`novo-${name}-erro`} className="admin-field__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <EditorDialog
      open
      title="Novo agendamento"
      dirty={false}
      saving={create.isPending}
      formId="novo-agendamento"
      onClose={onClose}
      submitLabel="Agendar"
    >
      <form id="novo-agendamento" className="agenda-new" onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor="novo-servico">Serviço</label>
          <select
            id="novo-servico"
            value={serviceId}
            onChange={(event) => {
              setServiceId(Number(event.target.value));
              setStartsAt(null);
            }}
          >
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="agenda-move">
          <legend>Horário livre</legend>
          <fieldset className="agenda-move__days agenda-group">
            <legend className="admin-sr-only">Dia</legend>
            {days.map((one) => (
              <button
                key={one.date}
                type="button"
                className="admin-btn"
                aria-pressed={one.date === chosenDay?.date}
                onClick={() => {
                  setDay(one.date);
                  setStartsAt(null);
                }}
              >
                {dayChip(one.date).weekday} {dayChip(one.date).day}
              </button>
            ))}
          </fieldset>
          <fieldset className="agenda-move__times agenda-group">
            <legend className="admin-sr-only">Horário</legend>
            {(chosenDay?.slots ?? [])
              .filter((slot) => slot.available)
              .map((slot) => (
                <button
                  key={slot.starts_at}
                  type="button"
                  className="admin-btn"
                  aria-pressed={slot.starts_at === startsAt}
                  onClick={() => setStartsAt(slot.starts_at)}
                >
                  {formatTime(slot.starts_at)}
                </button>
              ))}
          </fieldset>
          {errors.starts_at ? <p className="admin-field__error">{errors.starts_at}</p> : null}
        </fieldset>
        {field('name', 'Nome do cliente', { required: true, maxLength: 120, autoComplete: 'off' })}
        {field('phone', 'Telefone', { required: true, type: 'tel', maxLength: 40 })}
        {field('email', 'E-mail (opcional)', { type: 'email', maxLength: 200 })}
        {field('make', 'Marca do carro', { required: true, maxLength: 60 })}
        {field('model', 'Modelo', { required: true, maxLength: 60 })}
        {field('year', 'Ano (opcional)', { type: 'number', min: 1950, max: 2100 })}
        {field('plate', 'Placa (opcional)', { maxLength: 10 })}
        {field('notes', 'Observações (opcional)', { maxLength: 1000 })}
      </form>
    </EditorDialog>
  );
}
