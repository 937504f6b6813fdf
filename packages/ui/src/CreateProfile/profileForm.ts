import {
  DEFAULT_PROFILE_AGE,
  DEFAULT_PROFILE_GENDER,
  PROFILE_GENDERS,
  type ProfileForm,
  profileForm,
} from '@kindred/contract';
import { type SelectOption, type ValidationSchema, validateWith } from '../FormField';

export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** What the form submits: trimmed names, a whole age, and the words for 'other' only when it is chosen. */
export type ProfileSubmission = ProfileForm;

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

/** The label of the words for 'other', apart from its error ('Please specify') so the two never read alike. */
export const OTHER_GENDER_LABEL = 'Your gender';

export const genderOptions: readonly SelectOption[] = PROFILE_GENDERS.map((value) => ({
  value,
  label: genderLabels[value],
}));

/** The field holds the age as typed: empty is a missing age, anything else is read as a number. */
const profileFields: ValidationSchema<ProfileSubmission> = {
  safeParse: (values) => {
    const fields = values as ProfileFormValues;
    return profileForm.safeParse({ ...fields, age: fields.age.trim() === '' ? null : Number(fields.age) });
  },
};

/** The profile rules of spec section 5, kept by the contract's `profileForm`. */
export const validateProfile = validateWith<ProfileFormValues, ProfileSubmission>(profileFields);
