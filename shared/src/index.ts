export * from './domain';
export * from './api-client';
export * from './messages';
