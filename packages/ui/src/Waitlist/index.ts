export { Waitlist, type WaitlistProps, waitlistStatuses } from './Waitlist';
