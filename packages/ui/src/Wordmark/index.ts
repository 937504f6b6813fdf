export { Wordmark, type WordmarkProps } from './Wordmark';
