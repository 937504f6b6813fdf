/** When the privacy policy and the terms were last revised: the month they were made to say what the code does. */
export const LEGAL_LAST_UPDATED = 'November 2026';
