export * from './account.factory';
export * from './catalogue.factory';
