export * from './api/echo';
export * from './api/envelope';
export * from './crash/crash-report';
export * from './events/built-in-event-types';
