export { type ClosedDateErrors, ClosedDatesList } from './closed-dates-list';
export { type IntervalErrors, OpeningHoursGrid } from './opening-hours-grid';
