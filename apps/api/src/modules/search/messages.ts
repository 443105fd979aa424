/** Messages of get-combined-data and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const SEARCH_MESSAGES = {
  listType: 'The list_type must be item or store.',
} as const;

addArabicMessages({
  [SEARCH_MESSAGES.listType]: 'يجب أن يكون list_type إما item أو store.',
});
