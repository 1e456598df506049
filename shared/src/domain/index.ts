export * from './locales';
export * from './stores';
export * from './catalogue';
export * from './orders';
export * from './quantities';
export * from './delivery';
export * from './roles';
export * from './jobs';
