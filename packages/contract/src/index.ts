export * from './brand';
export * from './constants';
export * from './crisis';
export * from './endpoints';
export * from './routes';
export * from './schemas';
export * from './site';
export * from './text';
