import { describe, expect, it } from 'vitest';
import { loggableUrl, OMITTED } from './loggable-url';

describe('a booking link in the request log', () => {
  it('leaves out the private code of /agendamento/… and /api/bookings/manage/…', () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(loggableUrl(`/agendamento/${code}?novo=1`)).toBe(`/agendamento/${OMITTED}?novo=1`);
    expect(loggableUrl(`/agendamento/${code}/agenda.ics`)).toBe(
      `/agendamento/${OMITTED}/agenda.ics`,
    );
    expect(loggableUrl(`/api/bookings/manage/${code}/cancel`)).toBe(
      `/api/bookings/manage/${OMITTED}/cancel`,
    );
    expect(loggableUrl(`/api/bookings/calendar.ics?token=${code}`)).toBe(
      `/api/bookings/calendar.ics?token=${OMITTED}`,
    );
    expect(loggableUrl('/agendar?servico=1')).toBe('/agendar?servico=1');
  });
});
