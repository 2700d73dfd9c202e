export * from './auth';
export * from './avatars';
export * from './engine';
export * from './leagues';
export * from './lobbies';
export * from './matches';
export * from './site';
export * from './users';
