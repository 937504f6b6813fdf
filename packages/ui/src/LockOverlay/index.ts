export { LockOverlay, type LockOverlayProps, lockOverlayLayouts, lockOverlayRadii } from './LockOverlay';
