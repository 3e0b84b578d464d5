export { ANALYTICS_KEY, type AnalyticsEvent } from './analytics-store';
export { AnalyticsTracker } from './lazy-analytics-tracker';
