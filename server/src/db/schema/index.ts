export * from './avatars';
export * from './lobbies';
export * from './matches';
export * from './site';
export * from './users';
