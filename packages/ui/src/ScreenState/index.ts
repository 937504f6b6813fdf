export {
  ScreenState,
  type ScreenStateKind,
  type ScreenStateProps,
  screenStateKinds,
  screenStateSizes,
} from './ScreenState';
