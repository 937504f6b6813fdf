export {
  Account,
  type AccountProfile,
  type AccountProps,
  type AccountSection,
  type AccountState,
  accountStates,
} from './Account';
export { AccountDeletedNotice } from './AccountDeletedNotice';
export { accountTexts } from './accountTexts';
