import {
  cleanName,
  DEFAULT_PROFILE_AGE,
  DEFAULT_PROFILE_GENDER,
  initialOf,
  PROFILE_GENDERS,
  type ProfileUpdateBody,
  profileForm,
} from '@kindred/contract';

export type ProfileGender = (typeof PROFILE_GENDERS)[number];

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** Null (or NaN from an emptied number field) while no age is entered. */
  age: number | null;
  gender: ProfileGender | '';
  /** The 'Please specify' text, used only when gender is other. */
  otherGender: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

export const profileFormDefaults: ProfileFormValues = {
  firstName: '',
  lastName: '',
  age: DEFAULT_PROFILE_AGE,
  gender: DEFAULT_PROFILE_GENDER,
  otherGender: '',
};

export const profileGenders = PROFILE_GENDERS;

/** The 'Please specify' field is shown only for gender other. */
export const asksForOtherGender = (values: Pick<ProfileFormValues, 'gender'>) => values.gender === 'other';

/** Field errors of the profile form (the contract's `profileForm`, spec section 5); empty when the values can be sent. */
export const validateProfile = (values: ProfileFormValues): ProfileFormErrors => {
  const result = profileForm.safeParse(values);
  const errors: ProfileFormErrors = {};
  for (const { path, message } of result.error?.issues ?? []) {
    const field = path[0] as ProfileField;
    errors[field] ??= message;
  }
  return errors;
};

export const isProfileValid = (values: ProfileFormValues) => Object.keys(validateProfile(values)).length === 0;

/** Two uppercase initials of the first and last name. */
export const initialsOf = (firstName: string, lastName: string) => `${initialOf(firstName)}${initialOf(lastName)}`;

/** The update sent for valid values (spec section 3): location and bio go out empty. */
export const buildProfilePayload = (values: ProfileFormValues): ProfileUpdateBody => {
  const firstName = cleanName(values.firstName);
  const lastName = cleanName(values.lastName);
  return {
    name: `${firstName} ${lastName}`,
    age: values.age ?? DEFAULT_PROFILE_AGE,
    gender: asksForOtherGender(values) ? cleanName(values.otherGender) : values.gender,
    location: '',
    bio: '',
    avatar: initialsOf(firstName, lastName),
  };
};
