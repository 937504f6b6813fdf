export { CreateProfile, type CreateProfileProps } from './CreateProfile';
export { genderOptions, type ProfileGender, type ProfileSubmission } from './profileForm';
