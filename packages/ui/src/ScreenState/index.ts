export {
  ScreenState,
  type ScreenStateKind,
  type ScreenStateProps,
  screenStateKinds,
  screenStateSizes,
  screenStateTexts,
} from './ScreenState';
