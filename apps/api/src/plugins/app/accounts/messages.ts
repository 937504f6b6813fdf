/** What the account endpoints answer; the client shows these texts as they are. */
export const accountMessages = {
  registered: 'Registration successful. Check your email for the verification code.',
  invalidInvitation: 'Invalid or expired invitation code',
  commonPassword: 'This password is too common. Please choose another.',
  invalidCode: 'Invalid or expired code. Please try again or ask for a new one.',
  emailVerified: 'Email verified successfully',
  invalidCredentials: 'Invalid email or password',
  verifyEmailFirst: 'Please verify your email first. We have sent a verification code to your email.',
  resetCodeSent: 'If an account exists for this email, we have sent a password reset code to it.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  loggedOut: 'Logged out',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  completeProfile: 'Complete your profile first',
  notYourProfile: 'You can only update your own profile',
  mailUnavailable: 'We could not send the email right now. Please try again in a few minutes.',
  waitlistJoined: "You're on the waitlist! We'll let you know when we launch.",
} as const;
