export { type ChatPartner, chatHeaderTexts } from './ChatHeader';
export { type ChatViewMessage, type MessageHandlers, messageTexts } from './ChatMessageBubbles';
export { ChatView, type ChatViewProps } from './ChatView';
export { messageLogTexts } from './MessageLog';
