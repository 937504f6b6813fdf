export { Messages, type MessagesProps, messagesPanes } from './Messages';
