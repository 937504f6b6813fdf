import { type ChangeEvent, type FormEvent, useState } from 'react';

export type FormValues = Record<string, string>;

export type FieldErrors<Values extends FormValues> = Partial<Record<keyof Values, string>>;

/** Either what the form submits, or one message for each field that is wrong. */
export type Validation<Values extends FormValues, Output> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Values> };

export type Validator<Values extends FormValues, Output> = (values: Values) => Validation<Values, Output>;

/** The part of a zod schema the forms use: the contract owns the schemas, the UI only runs them. */
export type ValidationSchema<Output> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/** Validates with a contract schema, keeping the first message of each field. */
export function validateWith<Values extends FormValues, Output>(
  schema: ValidationSchema<Output>,
): Validator<Values, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, data: result.data };
    const errors: FieldErrors<Values> = {};
    for (const { path, message } of result.error.issues) {
      const name = path[0] as keyof Values | undefined;
      if (name !== undefined && errors[name] === undefined) errors[name] = message;
    }
    return { ok: false, errors };
  };
}

/**
 * Controlled fields with validation that speaks up only once the user is done with a field
 * (on blur) or tries to submit; from then on the message follows what they type.
 */
export function useValidatedForm<Values extends FormValues, Output>(
  initialValues: Values,
  validate: Validator<Values, Output>,
) {
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const validation = validate(values);
  const errors: FieldErrors<Values> = validation.ok ? {} : validation.errors;

  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setVisited((current) => new Set(current).add(name)),
    error: submitted || visited.has(name) ? errors[name] : undefined,
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.ok) {
      onValid(validation.data);
      return;
    }
    // Take the user to the first field to fix, where its message is read out with it.
    const firstInvalid = Array.from(event.currentTarget.elements).find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        errors[element.name as keyof Values] !== undefined,
    );
    firstInvalid?.focus();
  };

  return { values, field, handleSubmit };
}
