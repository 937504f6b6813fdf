export { ChatBubble, type ChatBubbleProps, chatBubbleSenders } from './ChatBubble';
