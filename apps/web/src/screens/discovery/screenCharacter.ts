import type { Character } from '@kindred/contract';
import { type CharacterView, formatLocation, toProfileView } from '@kindred/machines';

/** The screens show a location as text; the machines keep it as the server sent it. */
export const withLocationText = <View extends Pick<CharacterView, 'location'>>(view: View) => ({
  ...view,
  location: formatLocation(view.location),
});

/** A character from the API as the screens show it, with the profile view's defaults. */
export const toScreenCharacter = (character: Character) => withLocationText(toProfileView(character));
