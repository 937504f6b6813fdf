import {
  DEFAULT_PROFILE_AGE,
  DEFAULT_PROFILE_GENDER,
  PROFILE_GENDERS,
  profileUpdateBody,
  validationMessages,
} from '@kindred/contract';
import type { FieldErrors, SelectOption, Validation } from '../FormField';

export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** What the form submits: trimmed names, a whole age, and the words for 'other' only when it is chosen. */
export type ProfileSubmission = {
  firstName: string;
  lastName: string;
  age: number;
  gender: ProfileGender;
  otherGender: string;
};

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  age: string;
  gender: string;
  otherGender: string;
};

export const initialProfileValues: ProfileFormValues = {
  firstName: '',
  lastName: '',
  age: String(DEFAULT_PROFILE_AGE),
  gender: DEFAULT_PROFILE_GENDER,
  otherGender: '',
};

const genderLabels: Record<ProfileGender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const genderOptions: readonly SelectOption[] = PROFILE_GENDERS.map((value) => ({
  value,
  label: genderLabels[value],
}));

const isProfileGender = (value: string): value is ProfileGender =>
  (PROFILE_GENDERS as readonly string[]).includes(value);

/** The profile rules of spec section 5, with their messages. */
export function validateProfile(values: ProfileFormValues): Validation<ProfileFormValues, ProfileSubmission> {
  const errors: FieldErrors<ProfileFormValues> = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const otherGender = values.otherGender.trim();
  const age = Number(values.age);
  // The server's own rule for age (whole number, 13+, a sane maximum), so it never refuses what passes here.
  const ageCheck = profileUpdateBody.shape.age.safeParse(age);

  if (!firstName) errors.firstName = validationMessages.required;
  if (!lastName) errors.lastName = validationMessages.required;
  if (values.age.trim() === '') errors.age = validationMessages.ageRequired;
  else if (!ageCheck.success) errors.age = ageCheck.error.issues[0]?.message ?? validationMessages.ageRequired;
  if (!isProfileGender(values.gender)) errors.gender = validationMessages.genderRequired;
  else if (values.gender === 'other' && !otherGender) errors.otherGender = validationMessages.otherGender;

  if (!isProfileGender(values.gender) || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      firstName,
      lastName,
      age,
      gender: values.gender,
      otherGender: values.gender === 'other' ? otherGender : '',
    },
  };
}
