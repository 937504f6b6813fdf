/** When the privacy policy and the terms were last revised. */
export const LEGAL_LAST_UPDATED = 'September 2025';
