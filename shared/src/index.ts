export * from './domain';
export * from './api-client';
