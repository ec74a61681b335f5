export * from './catalog';
export * from './delivery';
export * from './content';
export * from './search';
