/** Every table, one file per domain; each file mirrors that domain's migration. */
export * from './accounts';
export * from './characters';
export * from './chat';
export * from './interactions';
export * from './settings';
