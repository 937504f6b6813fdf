export {
  CharacterList,
  type CharacterListMode,
  type CharacterListProps,
  characterListModes,
  characterListStatuses,
} from './CharacterList';
