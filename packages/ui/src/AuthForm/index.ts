export { AuthForm, type AuthFormProps } from './AuthForm';
export type { AuthFormSubmission } from './authFormFields';
export { type AuthMode, authFormTexts, authModes } from './authFormTexts';
