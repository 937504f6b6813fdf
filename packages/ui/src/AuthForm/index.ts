export { AuthForm, type AuthFormProps, type ResendCodeState } from './AuthForm';
export type { AuthFormSubmission } from './authFormFields';
export { type AuthMode, authFormTexts, authModes, PASSWORD_HINT, resendCodeTexts } from './authFormTexts';
