export type { ChatPartner } from './ChatHeader';
export { ChatView, type ChatViewProps } from './ChatView';
export { messageLogTexts } from './MessageLog';
