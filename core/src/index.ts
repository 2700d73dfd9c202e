export * from './api/echo';
export * from './api/envelope';
export * from './auth/auth-schemas';
export * from './auth/password-rules';
export * from './crash/crash-report';
export * from './events/built-in-event-types';
export * from './profile/user-schemas';
