export { MainLandmark, type MainLandmarkProps } from './MainLandmark';
