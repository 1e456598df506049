export * from './account.factory';
export * from './catalogue.factory';
export * from './shop-config.factory';
