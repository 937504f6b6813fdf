import { paths } from '@kindred/contract';
import { TextLink } from '../TextLink';

/** Where a reader goes for their data when the site gives no address to write to: their own controls. */
export function AccountControlsNote() {
  return (
    <p>
      You can download everything kept about you, change your password or delete your account yourself, at any time, on
      your <TextLink href={paths.account}>account page</TextLink>.
    </p>
  );
}
