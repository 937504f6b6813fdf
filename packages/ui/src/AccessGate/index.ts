export { AccessGate } from './AccessGate';
