import { workshopTime } from './workshop-clock';

/** Opening hours: Mon–Fri 8–18, Sat 8–12. Days follow Date#getDay (0 = Sunday). */
export interface OpeningSlot {
  days: number[];
  opens: string;
  closes: string;
}

export const OPENING_HOURS: OpeningSlot[] = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
  { days: [6], opens: '08:00', closes: '12:00' },
];

export const OPENING_HOURS_TEXT = 'Seg a Sex: 8h às 18h | Sáb: 8h às 12h';

function minutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether the workshop is open at `date`, read on the workshop's own clock (São Paulo time). */
export function isOpenAt(date: Date, hours: OpeningSlot[] = OPENING_HOURS): boolean {
  const { weekday, minutes: now } = workshopTime(date);
  return hours.some(
    (slot) =>
      slot.days.includes(weekday) && now >= minutes(slot.opens) && now < minutes(slot.closes),
  );
}
