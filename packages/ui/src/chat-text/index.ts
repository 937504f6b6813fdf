export { conversationPreview } from './conversationPreview';
export { formatConversationTime, formatMessageTime } from './formatTime';
export { splitIntoBubbles } from './splitIntoBubbles';
