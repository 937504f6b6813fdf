/** What the settings routes answer when they refuse, besides the contract's validation messages. */
export const settingsErrors = {
  notYourSettings: 'You can only see and change your own settings',
} as const;
