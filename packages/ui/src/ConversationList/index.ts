export { CharacterAvatar, type CharacterAvatarProps, characterAvatarSizes } from './CharacterAvatar';
export { ConversationList, type ConversationListProps } from './ConversationList';
