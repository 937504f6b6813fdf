/** The landing page's query parameter that confirms a deletion (`/?accountDeleted`), set by the account screen. */
export const ACCOUNT_DELETED_PARAM = 'accountDeleted';
