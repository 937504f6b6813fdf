import { characterPath } from '@kindred/contract';
import { useNavigate } from 'react-router-dom';

/** Opens a character's profile, as a click on any character card does. */
export function useOpenCharacter() {
  const navigate = useNavigate();
  return (id: string) => void navigate(characterPath(id));
}
