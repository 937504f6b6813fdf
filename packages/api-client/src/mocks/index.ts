export * from '@kindred/contract/fixtures';
export { defaultHandlers, handlers } from './handlers';
export { createMemoryStorage } from './memory-storage';
