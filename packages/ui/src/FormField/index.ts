export { FormField, type FormFieldProps, formFieldTypes } from './FormField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export {
  type FieldErrors,
  type FormValues,
  useValidatedForm,
  type Validation,
  type ValidationSchema,
  type Validator,
  validateWith,
} from './useValidatedForm';
